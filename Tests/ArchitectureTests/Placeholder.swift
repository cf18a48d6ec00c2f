// Placeholder so the manifest resolves on branch `cli`; the tests of this target land on main.
