// Tests land with the CLI.
