import Identifiers
import Testing

/// Identifiers sort by their value, and an identifier is not less than itself (a strict order,
/// as `sort` and `Set` need).
struct IdentifierOrderTests {
  @Test func identifiersSortByValueStrictly() {
    let one = ShowID(rawValue: 1)
    let two = ShowID(rawValue: 2)
    #expect(one < two)
    #expect(!(two < one))
    #expect(!(one < one))
    #expect([two, one, ShowID(rawValue: -3)].sorted() == [ShowID(rawValue: -3), one, two])
  }
}
