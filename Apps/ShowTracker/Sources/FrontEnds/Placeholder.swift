/// Placeholder until the front ends land.
enum FrontEndsPlaceholder {}
