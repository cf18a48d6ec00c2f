/// Webhook bodies written for these tests in the shape each media server sends (the real
/// captures in `shared/data/hooks` are all movies and music). Each name starts with its server
/// (`jellyfin`, `plex`, `emby`): `Tests/Fuzz/make-seeds.py` seeds the webhook fuzzer with them
/// by that prefix. The shows are made up.
enum WebhookFixtures {
  /// Jellyfin, "Send All Properties": an episode stopped at its end; the ids are strings.
  static let jellyfinStopCompleted = """
    {
      "ServerId": "e7f44197df844fc4a503f7366b746adc", "ServerName": "den",
      "ServerVersion": "10.9.11", "NotificationType": "PlaybackStop",
      "Timestamp": "2024-03-05T21:48:03.4567891+01:00",
      "UtcTimestamp": "2024-03-05T20:48:03.4567891Z",
      "Name": "Fog Bank", "ItemId": "aa01", "ItemType": "Episode", "Year": 2015,
      "SeriesName": "Harbour Lights", "SeriesId": "bb02",
      "SeasonNumber": 1, "SeasonNumber00": "01", "EpisodeNumber": 2, "EpisodeNumber00": "02",
      "Provider_tvdb": "7000012", "Provider_imdb": "tt9000012", "Provider_tmdb": "800012",
      "PlaybackPositionTicks": 27000000000, "IsPaused": false, "PlayedToCompletion": true,
      "NotificationUsername": "anna", "UserId": "50e1109a03fd4e13a3a5dd9bb27e08ec"
    }
    """

  /// Jellyfin: the same episode stopped half-way.
  static let jellyfinStopNotCompleted = """
    {"NotificationType": "PlaybackStop", "UtcTimestamp": "2024-03-05T20:20:00Z",
     "Name": "Fog Bank", "ItemType": "Episode", "SeriesName": "Harbour Lights",
     "SeasonNumber": 1, "EpisodeNumber": 2, "PlayedToCompletion": false,
     "NotificationUsername": "anna"}
    """

  /// Jellyfin: a two-episode file (3 and 4) marked played, its ids JSON numbers, season and
  /// episode numbers strings of digits, no time.
  static let jellyfinToggledPlayedTwoEpisodes = """
    {"NotificationType": "UserDataSaved", "SaveReason": "TogglePlayed", "Played": true,
     "Name": "Spring Tide", "ItemType": "Episode", "SeriesName": "Harbour Lights",
     "SeasonNumber": "2", "EpisodeNumber": "3", "EpisodeNumberEnd": 4,
     "Provider_tvdb": 7000023, "Provider_tmdb": 800023, "NotificationUsername": "ben"}
    """

  /// Jellyfin: an episode marked unplayed.
  static let jellyfinToggledUnplayed = """
    {"NotificationType": "UserDataSaved", "SaveReason": "TogglePlayed", "Played": false,
     "Name": "Fog Bank", "ItemType": "Episode", "SeriesName": "Harbour Lights",
     "SeasonNumber": 1, "EpisodeNumber": 2, "NotificationUsername": "anna"}
    """

  /// Jellyfin: a rating saved on a played episode.
  static let jellyfinRatingSaved = """
    {"NotificationType": "UserDataSaved", "SaveReason": "UpdateUserRating", "Played": true,
     "Name": "Fog Bank", "ItemType": "Episode", "SeriesName": "Harbour Lights",
     "SeasonNumber": 1, "EpisodeNumber": 2}
    """

  /// Jellyfin: a special (season 0) finished, seen as `PlaybackFinished`.
  static let jellyfinPlaybackFinishedSpecial = """
    {"NotificationType": "UserDataSaved", "SaveReason": "PlaybackFinished", "Played": true,
     "Name": "Behind the Lights", "ItemType": "Episode", "SeriesName": "Harbour Lights",
     "SeasonNumber": 0, "EpisodeNumber": 1, "UtcTimestamp": "2024-03-06T08:00:00.5Z"}
    """

  /// Jellyfin: an episode's play without its season number.
  static let jellyfinStopWithoutSeason = """
    {"NotificationType": "PlaybackStop", "ItemType": "Episode", "SeriesName": "Harbour Lights",
     "EpisodeNumber": 2, "PlayedToCompletion": true}
    """

  /// Jellyfin: a notification type the plugin does not have.
  static let jellyfinUnknownEvent = """
    {"NotificationType": "PlaybackTeleported", "ItemType": "Episode",
     "SeriesName": "Harbour Lights", "SeasonNumber": 1, "EpisodeNumber": 2}
    """

  /// Plex: an episode scrobbled, its `Guid` ids with slashes escaped as Plex writes them.
  static let plexScrobbleEpisode = #"""
    {"event":"media.scrobble","user":true,"owner":true,
     "Account":{"id":1,"thumb":"https:\/\/plex.tv\/users\/ab\/avatar","title":"carla"},
     "Server":{"title":"Office","uuid":"54664a3d8acc"},
     "Player":{"local":true,"publicAddress":"192.0.2.1","title":"Living Room","uuid":"r6yf"},
     "Metadata":{"librarySectionType":"show","ratingKey":"4451","key":"\/library\/metadata\/4451",
      "guid":"plex:\/\/episode\/5d9c0a4b","type":"episode","title":"Fog Bank",
      "grandparentTitle":"Harbour Lights","parentTitle":"Season 1","parentIndex":1,"index":2,
      "year":2015,"lastViewedAt":1709671683,"viewCount":1,
      "Guid":[{"id":"imdb:\/\/tt9000012"},{"id":"tmdb:\/\/800012"},{"id":"tvdb:\/\/7000012"}]}}
    """#

  /// Plex: an episode paused.
  static let plexPauseEpisode = """
    {"event": "media.pause", "Account": {"title": "carla"},
     "Metadata": {"type": "episode", "title": "Fog Bank", "grandparentTitle": "Harbour Lights",
      "parentIndex": 1, "index": 2}}
    """

  /// Plex: a music track scrobbled.
  static let plexScrobbleTrack = """
    {"event": "media.scrobble", "Account": {"title": "carla"},
     "Metadata": {"type": "track", "title": "Low Tide Blues", "grandparentTitle": "The Buoys",
      "parentIndex": 1, "index": 4}}
    """

  /// Plex: an event Plex does not document.
  static let plexUnknownEvent = """
    {"event": "media.teleport", "Account": {"title": "carla"}}
    """

  /// Emby: an episode stopped at its end, a two-episode file (5 and 6).
  static let embyStopCompleted = """
    {"Title": "dora has finished playing Harbour Lights - S01E05-E06 on Firefox",
     "Date": "2024-03-07T19:01:02.1234567Z", "Event": "playback.stop",
     "User": {"Name": "dora", "Id": "3541d84b"},
     "Item": {"Name": "The Long Night", "SeriesName": "Harbour Lights", "Type": "Episode",
      "ParentIndexNumber": 1, "IndexNumber": 5, "IndexNumberEnd": 6, "ProductionYear": 2015,
      "ProviderIds": {"Tvdb": "7000015", "Imdb": "tt9000015", "Tmdb": "800015"}},
     "Server": {"Name": "attic", "Version": "4.8.3.0"},
     "PlaybackInfo": {"PlayedToCompletion": true, "PositionTicks": 26000000000}}
    """

  /// Emby: the same stopped before the end.
  static let embyStopNotCompleted = """
    {"Date": "2024-03-07T18:30:00Z", "Event": "playback.stop", "User": {"Name": "dora"},
     "Item": {"Name": "The Long Night", "SeriesName": "Harbour Lights", "Type": "Episode",
      "ParentIndexNumber": 1, "IndexNumber": 5},
     "PlaybackInfo": {"PlayedToCompletion": false, "PositionTicks": 9000000000}}
    """

  /// Emby: an episode marked played, without a time or ids.
  static let embyMarkPlayed = """
    {"Event": "item.markplayed", "User": {"Name": "dora"},
     "Item": {"Name": "Low Tide", "SeriesName": "Harbour Lights", "Type": "Episode",
      "ParentIndexNumber": 1, "IndexNumber": 1}}
    """

  /// Emby: an episode marked unplayed.
  static let embyMarkUnplayed = """
    {"Date": "2024-03-07T18:30:00Z", "Event": "item.markunplayed", "User": {"Name": "dora"},
     "Item": {"Name": "Low Tide", "SeriesName": "Harbour Lights", "Type": "Episode",
      "ParentIndexNumber": 1, "IndexNumber": 1}}
    """

  /// Emby: an event Emby does not document.
  static let embyUnknownEvent = """
    {"Event": "playback.rewound", "User": {"Name": "dora"},
     "Item": {"Name": "Low Tide", "Type": "Episode"}}
    """

  /// Emby: a user's password changed: no item at all.
  static let embyUserEvent = """
    {"Event": "user.passwordchanged", "User": {"Name": "dora"}}
    """
}
