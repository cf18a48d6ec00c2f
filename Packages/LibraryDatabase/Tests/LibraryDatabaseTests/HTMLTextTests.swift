import Testing

@testable import LibraryDatabase

@Suite struct HTMLTextTests {
  @Test func tagsAreRemovedAndEntitiesDecoded() {
    let html = "<p><b>Tom</b> &amp; Jerry&#39;s &quot;big&quot; day &lt;3 &#x2014; fin&hellip;</p>"
    #expect(HTMLText.plainText(html) == "Tom & Jerry's \"big\" day <3 \u{2014} fin\u{2026}")
  }

  @Test func paragraphsBecomeLinesAndSpacesCollapse() {
    #expect(HTMLText.plainText("<p>One  two</p>\n<p>Three<br/>four</p>") == "One two\nThree\nfour")
  }

  @Test func unknownEntitiesAndStrayAmpersandsStay() {
    #expect(HTMLText.plainText("Fish & chips &bogus; ok") == "Fish & chips &bogus; ok")
  }
}
