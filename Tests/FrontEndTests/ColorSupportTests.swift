import Terminal
import Testing

struct ColorSupportTests {
  @Test func colourOnlyOnATerminal() {
    #expect(ColorSupport.isEnabled(environment: [:], isTerminal: true))
    #expect(!ColorSupport.isEnabled(environment: [:], isTerminal: false))
  }

  @Test func noColorAndDumbTerminalsTurnItOff() {
    #expect(!ColorSupport.isEnabled(environment: ["NO_COLOR": "1"], isTerminal: true))
    #expect(ColorSupport.isEnabled(environment: ["NO_COLOR": ""], isTerminal: true))
    #expect(!ColorSupport.isEnabled(environment: ["TERM": "dumb"], isTerminal: true))
  }
}
