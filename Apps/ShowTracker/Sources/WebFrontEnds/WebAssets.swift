/// The browser app's style sheet and script, served at ``WebPaths/styleSheet`` and
/// ``WebPaths/script``: files of their own, since the pages' policy runs no inline script or
/// style.
public enum WebAssets {
  /// The style sheet: light and dark, readable on a phone.
  public static let styleSheet = """
    :root { color-scheme: light dark; --accent: #2563eb; --muted: #6b7280; }
    body { font: 16px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 0 1rem; }
    header { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; padding: .75rem 0;
      border-bottom: 1px solid color-mix(in srgb, currentColor 20%, transparent); }
    nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; list-style: none; margin: 0; padding: 0; }
    nav a[aria-current="page"] { font-weight: 700; text-decoration: none; }
    a { color: var(--accent); }
    input[type="search"] { font: inherit; padding: .25rem .5rem; min-width: 14rem; }
    .status { display: flex; gap: .5rem; align-items: center; padding: .5rem 0; }
    .status p { margin: 0; flex: 1; }
    .error { color: #b91c1c; }
    .notice { color: var(--muted); }
    ol.rows, ol.posters, ol.episodes, ol.bars { list-style: none; padding: 0; }
    li[data-row] { padding: .4rem .5rem; border-radius: .4rem; display: flow-root; }
    li[data-row].selected { outline: 2px solid var(--accent); }
    li[data-row] p { margin: .1rem 0; }
    li[data-row] form { display: inline; }
    .posters li[data-row] { min-height: 100px; }
    .poster { float: left; margin-right: .75rem; object-fit: cover; background: color-mix(in srgb, currentColor 10%, transparent); font-size: .7rem; overflow: hidden; }
    span.summary, span.left, span.years, span.channel, span.state, span.count, span.code,
    span.title, span.when, span.incomplete { margin-left: .6rem; }
    .when, .count, .facts, .credit, span.left { color: var(--muted); }
    .mark { display: inline-block; width: 1em; }
    .followed { color: #d97706; }
    progress { width: 8rem; vertical-align: middle; }
    details summary h2 { display: inline; font-size: 1.1rem; }
    section { margin: 1rem 0; }
    .choices { display: flex; flex-wrap: wrap; gap: 1rem; }
    footer { color: var(--muted); font-size: .85rem; margin: 2rem 0 1rem; }
    """

  /// The icon (``WebPaths/icon``): a screen with a play mark, in the style sheet's accent.
  public static let icon = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\
    <rect x="2" y="5" width="28" height="19" rx="3" fill="#2563eb"/>\
    <path d="M13 10v9l8-4.5z" fill="#fff"/>\
    <rect x="10" y="26" width="12" height="2" rx="1" fill="#2563eb"/></svg>

    """

  /// The script: live updates from ``WebPaths/events`` and the terminal app's keys. Every page
  /// works without it.
  ///
  /// - `j`/`k` (or the arrow keys) move between the rows (`data-row`), Enter opens the row's
  ///   link (`data-open`), `w` submits its watch form (`data-watch`), `/` goes to the search box
  ///   (`data-search`), Escape leaves it. The selected row is kept by its `data-id` when the page
  ///   reloads.
  /// - An event naming this page's address (`data-path`) with another version than the page's
  ///   (`data-version`) reloads it; the stream is closed when the page goes (`pagehide`), or it
  ///   would stay open. While the stream is open the body says `data-live="connected"`.
  public static let script = """
    "use strict";
    (() => {
      const body = document.body;
      const key = "showtracker-selected " + body.dataset.path;
      const rows = () => Array.from(document.querySelectorAll("[data-row]"));
      let selected = -1;
      function select(index) {
        const all = rows();
        if (all.length === 0) return;
        selected = Math.max(0, Math.min(index, all.length - 1));
        all.forEach((row, i) => row.classList.toggle("selected", i === selected));
        all[selected].scrollIntoView({ block: "nearest" });
        sessionStorage.setItem(key, all[selected].dataset.id || "");
      }
      const kept = sessionStorage.getItem(key);
      if (kept !== null) {
        const index = rows().findIndex((row) => row.dataset.id === kept);
        if (index >= 0) select(index);
      }
      document.addEventListener("keydown", (event) => {
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        const target = event.target;
        if (target instanceof Element && target.matches("input, select, textarea")) {
          if (event.key === "Escape") target.blur();
          return;
        }
        const row = rows()[selected];
        switch (event.key) {
          case "j": case "ArrowDown": select(selected + 1); break;
          case "k": case "ArrowUp": select(selected < 0 ? 0 : selected - 1); break;
          case "Enter": {
            const link = row && row.querySelector("[data-open]");
            if (!link) return;
            link.click();
            break;
          }
          case "w": {
            const form = row && row.querySelector("form[data-watch]");
            if (!form) return;
            form.requestSubmit();
            break;
          }
          case "/": {
            const search = document.querySelector("[data-search]");
            if (!search) return;
            search.focus();
            break;
          }
          default: return;
        }
        event.preventDefault();
      });
      const events = new EventSource("/events");
      // Says on the page that it is live (what the tests wait for before changing the library).
      events.addEventListener("open", () => { body.dataset.live = "connected"; });
      events.addEventListener("changed", (event) => {
        const space = event.data.indexOf(" ");
        const version = event.data.slice(0, space);
        const path = event.data.slice(space + 1);
        if (path === body.dataset.path && version !== body.dataset.version) location.reload();
      });
      addEventListener("pagehide", () => events.close());
      // A page brought back from the back-forward cache has no stream: load it again.
      addEventListener("pageshow", (event) => { if (event.persisted) location.reload(); });
    })();

    """
}
