/// Placeholder until the terminal module lands.
enum TerminalPlaceholder {}
