/// The completion scripts for bash, zsh and fish, made from the command list and each
/// command's ``CommandSpec/synopsis``: a new command completes without a change here.
///
/// bash and zsh share one set of lookup functions (plain `case` statements both shells read):
/// a command's options, the value an option takes, the kind of its N-th argument. Show titles
/// come from `showtracker completions titles PREFIX`, with the `--db` of the line being
/// completed.
enum ShellCompletions {
  /// The script for bash (`complete -F _showtracker showtracker`).
  static func bash(_ commands: [CommandSpec]) -> String {
    #"""
    # bash completion for showtracker. Made by `showtracker completions bash`; install with
    #   showtracker completions bash > ~/.local/share/bash-completion/completions/showtracker
    \#(lookups(commands))
    _showtracker_titles() {
      local db="" i line
      for ((i = 1; i < COMP_CWORD; i++)); do
        [[ ${COMP_WORDS[i]} == \#(Options.db) ]] && db=${COMP_WORDS[i + 1]}
      done
      while IFS= read -r line; do
        COMPREPLY+=("$(printf '%q' "$line")")
      done < <(command showtracker ${db:+\#(Options.db) "$db"} completions titles -- "${1//\\/}" 2>/dev/null)
    }

    _showtracker_complete() {
      case $1 in
        show) _showtracker_titles "$2" ;;
        file) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$2") ;;
        feature) mapfile -t COMPREPLY < <(compgen -W "$(_showtracker_features)" -- "$2") ;;
        command) mapfile -t COMPREPLY < <(compgen -W "$(_showtracker_commands)" -- "$2") ;;
        words:*) mapfile -t COMPREPLY < <(compgen -W "${1#words:}" -- "$2") ;;
      esac
    }

    _showtracker() {
      local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
      local command="" position=0 i word skip=0
      COMPREPLY=()
    \#(wordScan(from: "1", to: "COMP_CWORD", in: "COMP_WORDS"))
        mapfile -t COMPREPLY < <(compgen -W "$(_showtracker_options "$command")" -- "$cur")
      elif [[ -z $command ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$(_showtracker_commands)" -- "$cur")
      else
        _showtracker_complete "$(_showtracker_argument "$command" "$position")" "$cur"
      fi
    }

    complete -F _showtracker showtracker
    """#
  }

  /// The script for zsh: an autoloadable `_showtracker`, or sourced after `compinit`.
  static func zsh(_ commands: [CommandSpec]) -> String {
    #"""
    #compdef showtracker
    # zsh completion for showtracker. Made by `showtracker completions zsh`; install with
    #   showtracker completions zsh > ~/.local/share/zsh/site-functions/_showtracker
    # (a folder in $fpath before compinit runs).
    \#(lookups(commands))
    _showtracker_complete() {
      local -a found
      case $1 in
        show)
          local -a db
          local i
          for ((i = 2; i < CURRENT; i++)); do
            [[ ${words[i]} == \#(Options.db) ]] && db=(\#(Options.db) "${words[i + 1]}")
          done
          found=(${(f)"$(command showtracker $db completions titles -- "$2" 2>/dev/null)"})
          compadd -- $found ;;
        file) _files ;;
        feature) compadd -- ${=$(_showtracker_features)} ;;
        command) compadd -- ${=$(_showtracker_commands)} ;;
        words:*) compadd -- ${=${1#words:}} ;;
      esac
    }

    _showtracker() {
      local cur=${words[CURRENT]} prev=${words[CURRENT - 1]}
      local command="" position=0 i word skip=0
    \#(wordScan(from: "2", to: "CURRENT", in: "words"))
        compadd -- ${=$(_showtracker_options "$command")}
      elif [[ -z $command ]]; then
        compadd -- ${=$(_showtracker_commands)}
      else
        _showtracker_complete "$(_showtracker_argument "$command" "$position")" "$cur"
      fi
    }

    if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
      _showtracker "$@"
    else
      compdef _showtracker showtracker
    fi
    """#
  }

  /// The start of both shells' `_showtracker`: the words before the cursor from `first` to
  /// `end` of the array `words`, read for the command, the argument's position and whether the
  /// word before the cursor is an option that takes a value, then the first branches on them.
  /// Bash and zsh differ only in where their words are; what follows is each shell's own.
  private static func wordScan(from first: String, to end: String, in words: String) -> String {
    #"""
      for ((i = \#(first); i < \#(end); i++)); do
        word=${\#(words)[i]}
        if ((skip)); then skip=0; continue; fi
        case $word in
          --*=*) ;;
          -*) [[ -n $(_showtracker_option_value "$command" "$word") ]] && skip=1 ;;
          *) if [[ -z $command ]]; then command=$word; else ((position++)); fi ;;
        esac
      done
      if ((skip)); then
        _showtracker_complete "$(_showtracker_option_value "$command" "$prev")" "$cur"
      elif [[ $cur == -* ]]; then
    """#
  }

  /// The script for fish: one `complete` line for each command, option and argument kind.
  static func fish(_ commands: [CommandSpec]) -> String {
    var lines = [
      "# fish completion for showtracker. Made by `showtracker completions fish`; install with",
      "#   showtracker completions fish > ~/.config/fish/completions/showtracker.fish",
      "function __showtracker_titles",
      "    set -l words (commandline -opc)",
      "    set -l db",
      "    for i in (seq (math (count $words) - 1))",
      "        test \"$words[$i]\" = \(Options.db); and set db \(Options.db) $words[(math $i + 1)]",
      "    end",
      "    command showtracker $db completions titles -- (commandline -ct | string unescape) 2>/dev/null",
      "end",
      "complete -c showtracker -f",
    ]
    func quoted(_ text: String) -> String {
      "'"
        + text.replacing("\\", with: "\\\\")
        .replacing("'", with: "\\'") + "'"
    }
    func values(_ value: Placeholder.Kind) -> String {
      switch value {
      case .show: "-x -a '(__showtracker_titles)'"
      case .file: "-r -F"
      case .feature: "-x -a " + quoted(featureNames.joined(separator: " "))
      case .command: "-x -a " + quoted(commands.map(\.name).joined(separator: " "))
      case .words(let words): "-x -a " + quoted(words.joined(separator: " "))
      case .other: "-x"
      }
    }
    func option(_ name: String, _ value: Placeholder.Kind?, condition: String?) -> String {
      var line = "complete -c showtracker"
      if let condition { line += " -n " + quoted(condition) }
      line += name.hasPrefix("--") ? " -l " + name.dropFirst(2) : " -s " + name.dropFirst()
      if let value { line += " " + values(value) }
      return line
    }
    for spec in commands {
      lines.append(
        "complete -c showtracker -n __fish_use_subcommand -a \(spec.name) -d \(quoted(spec.brief))"
      )
    }
    for (name, value) in globalOptions.sorted(by: { $0.key < $1.key }) {
      lines.append(option(name, value, condition: nil))
    }
    for spec in commands {
      let condition = "__fish_seen_subcommand_from \(spec.name)"
      for (name, value) in optionValues(of: spec).sorted(by: { $0.key < $1.key })
      where globalOptions[name] == nil {
        lines.append(option(name, value, condition: condition))
      }
      for argument in spec.arguments {
        if case .other = argument { continue }
        lines.append("complete -c showtracker -n \(quoted(condition)) \(values(argument))")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Options every command takes, long and short names, with their values (`nil`: a flag).
  static var globalOptions: [String: Placeholder.Kind?] {
    var options: [String: Placeholder.Kind?] = [:]
    for option in Options.globalSyntax {
      options[option.name] = .some(option.value?.kind)
      if let short = option.short { options[short] = .some(option.value?.kind) }
    }
    return options
  }

  /// A command's options, with their values (`nil`: a flag).
  static func optionValues(of spec: CommandSpec) -> [String: Placeholder.Kind?] {
    var options: [String: Placeholder.Kind?] = [:]
    for option in spec.options { options[option.name] = .some(option.value?.kind) }
    return options
  }

  /// The names `preview` takes.
  static var featureNames: [String] { Features.all.map(\.name) }

  /// The lookup functions bash and zsh share.
  private static func lookups(_ commands: [CommandSpec]) -> String {
    let global = globalOptions
    let flags = global.filter { $0.value == nil }.keys.sorted()
    func kind(_ value: Placeholder.Kind) -> String {
      switch value {
      case .show: "show"
      case .file: "file"
      case .feature: "feature"
      case .command: "command"
      case .words(let words): "words:" + words.joined(separator: " ")
      case .other: "other"
      }
    }
    var options: [String] = []
    var values: [String] = []
    var arguments: [String] = []
    for spec in commands {
      let own = optionValues(of: spec)
      let names = Set(own.keys).union(global.keys).sorted()
      options.append("    \(spec.name)) echo '\(names.joined(separator: " "))' ;;")
      for (name, value) in own.sorted(by: { $0.key < $1.key }) {
        guard let value, global[name] == nil else { continue }
        values.append("    '\(spec.name) \(name)') echo '\(kind(value))' ;;")
      }
      for (position, argument) in spec.arguments.enumerated() {
        arguments.append("    '\(spec.name) \(position)') echo '\(kind(argument))' ;;")
      }
    }
    let globalValues = global.compactMap { name, value in value.map { (name, $0) } }
      .sorted { $0.0 < $1.0 }
      .map { "    '\($0.0)') echo '\(kind($0.1))' ;;" }
    return """
      _showtracker_commands() { echo '\(commands.map(\.name).joined(separator: " "))'; }
      _showtracker_features() { echo '\(featureNames.joined(separator: " "))'; }
      _showtracker_options() {
        case $1 in
      \(options.joined(separator: "\n"))
          *) echo '\(global.keys.sorted().joined(separator: " "))' ;;
        esac
      }
      # The value an option takes: empty for a flag (\(flags.joined(separator: ", "))).
      _showtracker_option_value() {
        case "$1 $2" in
      \(values.joined(separator: "\n"))
          *)
            case $2 in
      \(globalValues.map { "    " + $0 }.joined(separator: "\n"))
            esac ;;
        esac
      }
      # What the command's argument at a position (from 0) is.
      _showtracker_argument() {
        case "$1 $2" in
      \(arguments.joined(separator: "\n"))
        esac
      }

      """
  }
}
