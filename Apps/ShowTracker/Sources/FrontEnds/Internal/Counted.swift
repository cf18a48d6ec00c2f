/// `value` of `noun`, as the screens say a count: "1 show", "12 shows", "0 plays" (a noun
/// whose plural is an `s` more).
func counted(_ value: Int, _ noun: String) -> String {
  value == 1 ? "1 \(noun)" : "\(value) \(noun)s"
}
