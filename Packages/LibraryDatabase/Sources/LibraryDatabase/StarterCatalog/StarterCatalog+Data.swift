// The built-in starter catalog: well-known shows written in the project's own catalog format,
// loaded into a new library database on first run. Facts only; summaries in our own words.

extension StarterCatalog {
  /// The starter catalog as `showtracker-catalog` JSON, version 1.
  static let json: String = #"""
    {
      "format": "showtracker-catalog",
      "version": 1,
      "shows": [
        {
          "title": "Breaking Bad",
          "premiered": "2008-01-20",
          "ended": "2013-09-29",
          "network": "AMC",
          "webChannel": null,
          "status": "Ended",
          "genres": ["Drama", "Crime", "Thriller"],
          "summary": "A mild-mannered chemistry teacher in Albuquerque, handed a grim diagnosis, starts cooking methamphetamine to provide for his family and is pulled ever deeper into the drug trade.",
          "ids": {"imdb": "tt0903747", "tvdb": 81189, "tvmaze": 169},
          "seasons": [
            {
              "number": 1,
              "episodes": [
                {"number": 1, "title": "Pilot", "airdate": "2008-01-20", "runtime": 58},
                {"number": 2, "title": "Cat's in the Bag...", "airdate": "2008-01-27", "runtime": 48},
                {"number": 3, "title": "...And the Bag's in the River", "airdate": "2008-02-10", "runtime": 48},
                {"number": 4, "title": "Cancer Man", "airdate": "2008-02-17", "runtime": 48},
                {"number": 5, "title": "Gray Matter", "airdate": "2008-02-24", "runtime": 48},
                {"number": 6, "title": "Crazy Handful of Nothin'", "airdate": "2008-03-02", "runtime": 48},
                {"number": 7, "title": "A No-Rough-Stuff-Type Deal", "airdate": "2008-03-09", "runtime": 48}
              ]
            },
            {
              "number": 2,
              "episodes": [
                {"number": 1, "title": "Seven Thirty-Seven", "airdate": "2009-03-08", "runtime": 47},
                {"number": 2, "title": "Grilled", "airdate": "2009-03-15", "runtime": 47},
                {"number": 3, "title": "Bit by a Dead Bee", "airdate": "2009-03-22", "runtime": 47},
                {"number": 4, "title": "Down", "airdate": "2009-03-29", "runtime": 47},
                {"number": 5, "title": "Breakage", "airdate": "2009-04-05", "runtime": 47},
                {"number": 6, "title": "Peekaboo", "airdate": "2009-04-12", "runtime": 47},
                {"number": 7, "title": "Negro y Azul", "airdate": "2009-04-19", "runtime": 47},
                {"number": 8, "title": "Better Call Saul", "airdate": "2009-04-26", "runtime": 47},
                {"number": 9, "title": "4 Days Out", "airdate": "2009-05-03", "runtime": 47},
                {"number": 10, "title": "Over", "airdate": "2009-05-10", "runtime": 47},
                {"number": 11, "title": "Mandala", "airdate": "2009-05-17", "runtime": 47},
                {"number": 12, "title": "Phoenix", "airdate": "2009-05-24", "runtime": 47},
                {"number": 13, "title": "ABQ", "airdate": "2009-05-31", "runtime": 47}
              ]
            },
            {
              "number": 3,
              "episodes": [
                {"number": 1, "title": "No Más", "airdate": "2010-03-21", "runtime": 47},
                {"number": 2, "title": "Caballo sin Nombre", "airdate": "2010-03-28", "runtime": 47},
                {"number": 3, "title": "I.F.T.", "airdate": "2010-04-04", "runtime": 47},
                {"number": 4, "title": "Green Light", "airdate": "2010-04-11", "runtime": 47},
                {"number": 5, "title": "Más", "airdate": "2010-04-18", "runtime": 47},
                {"number": 6, "title": "Sunset", "airdate": "2010-04-25", "runtime": 47},
                {"number": 7, "title": "One Minute", "airdate": "2010-05-02", "runtime": 47},
                {"number": 8, "title": "I See You", "airdate": "2010-05-09", "runtime": 47},
                {"number": 9, "title": "Kafkaesque", "airdate": "2010-05-16", "runtime": 47},
                {"number": 10, "title": "Fly", "airdate": "2010-05-23", "runtime": 47},
                {"number": 11, "title": "Abiquiu", "airdate": "2010-05-30", "runtime": 47},
                {"number": 12, "title": "Half Measures", "airdate": "2010-06-06", "runtime": 47},
                {"number": 13, "title": "Full Measure", "airdate": "2010-06-13", "runtime": 47}
              ]
            },
            {
              "number": 4,
              "episodes": [
                {"number": 1, "title": "Box Cutter", "airdate": "2011-07-17", "runtime": 47},
                {"number": 2, "title": "Thirty-Eight Snub", "airdate": "2011-07-24", "runtime": 47},
                {"number": 3, "title": "Open House", "airdate": "2011-07-31", "runtime": 47},
                {"number": 4, "title": "Bullet Points", "airdate": "2011-08-07", "runtime": 47},
                {"number": 5, "title": "Shotgun", "airdate": "2011-08-14", "runtime": 47},
                {"number": 6, "title": "Cornered", "airdate": "2011-08-21", "runtime": 47},
                {"number": 7, "title": "Problem Dog", "airdate": "2011-08-28", "runtime": 47},
                {"number": 8, "title": "Hermanos", "airdate": "2011-09-04", "runtime": 47},
                {"number": 9, "title": "Bug", "airdate": "2011-09-11", "runtime": 47},
                {"number": 10, "title": "Salud", "airdate": "2011-09-18", "runtime": 47},
                {"number": 11, "title": "Crawl Space", "airdate": "2011-09-25", "runtime": 47},
                {"number": 12, "title": "End Times", "airdate": "2011-10-02", "runtime": 47},
                {"number": 13, "title": "Face Off", "airdate": "2011-10-09", "runtime": 47}
              ]
            },
            {
              "number": 5,
              "episodes": [
                {"number": 1, "title": "Live Free or Die", "airdate": "2012-07-15", "runtime": 47},
                {"number": 2, "title": "Madrigal", "airdate": "2012-07-22", "runtime": 47},
                {"number": 3, "title": "Hazard Pay", "airdate": "2012-07-29", "runtime": 47},
                {"number": 4, "title": "Fifty-One", "airdate": "2012-08-05", "runtime": 47},
                {"number": 5, "title": "Dead Freight", "airdate": "2012-08-12", "runtime": 47},
                {"number": 6, "title": "Buyout", "airdate": "2012-08-19", "runtime": 47},
                {"number": 7, "title": "Say My Name", "airdate": "2012-08-26", "runtime": 47},
                {"number": 8, "title": "Gliding Over All", "airdate": "2012-09-02", "runtime": 47},
                {"number": 9, "title": "Blood Money", "airdate": "2013-08-11", "runtime": 47},
                {"number": 10, "title": "Buried", "airdate": "2013-08-18", "runtime": 47},
                {"number": 11, "title": "Confessions", "airdate": "2013-08-25", "runtime": 47},
                {"number": 12, "title": "Rabid Dog", "airdate": "2013-09-01", "runtime": 47},
                {"number": 13, "title": "To'hajiilee", "airdate": "2013-09-08", "runtime": 47},
                {"number": 14, "title": "Ozymandias", "airdate": "2013-09-15", "runtime": 47},
                {"number": 15, "title": "Granite State", "airdate": "2013-09-22", "runtime": 47},
                {"number": 16, "title": "Felina", "airdate": "2013-09-29", "runtime": 47}
              ]
            }
          ]
        },
        {
          "title": "Better Call Saul",
          "premiered": "2015-02-08",
          "ended": "2022-08-15",
          "network": "AMC",
          "webChannel": null,
          "status": "Ended",
          "genres": ["Drama", "Crime", "Legal"],
          "summary": "Years before Breaking Bad, struggling Albuquerque lawyer Jimmy McGill tries to earn respect the honest way while his talent for the con keeps nudging him toward becoming Saul Goodman.",
          "ids": {"imdb": "tt3032476"},
          "seasons": [
            {
              "number": 1,
              "episodes": [
                {"number": 1, "title": "Uno", "airdate": "2015-02-08", "runtime": 47},
                {"number": 2, "title": "Mijo", "airdate": "2015-02-09", "runtime": 47},
                {"number": 3, "title": "Nacho", "airdate": "2015-02-16", "runtime": 47},
                {"number": 4, "title": "Hero", "airdate": "2015-02-23", "runtime": 47},
                {"number": 5, "title": "Alpine Shepherd Boy", "airdate": "2015-03-02", "runtime": 47},
                {"number": 6, "title": "Five-O", "airdate": "2015-03-09", "runtime": 47},
                {"number": 7, "title": "Bingo", "airdate": "2015-03-16", "runtime": 47},
                {"number": 8, "title": "RICO", "airdate": "2015-03-23", "runtime": 47},
                {"number": 9, "title": "Pimento", "airdate": "2015-03-30", "runtime": 47},
                {"number": 10, "title": "Marco", "airdate": "2015-04-06", "runtime": 47}
              ]
            },
            {
              "number": 2,
              "episodes": [
                {"number": 1, "title": "Switch", "airdate": "2016-02-15", "runtime": 47},
                {"number": 2, "title": "Cobbler", "airdate": "2016-02-22", "runtime": 47},
                {"number": 3, "title": "Amarillo", "airdate": "2016-02-29", "runtime": 47},
                {"number": 4, "title": "Gloves Off", "airdate": "2016-03-07", "runtime": 47},
                {"number": 5, "title": "Rebecca", "airdate": "2016-03-14", "runtime": 47},
                {"number": 6, "title": "Bali Ha'i", "airdate": "2016-03-21", "runtime": 47},
                {"number": 7, "title": "Inflatable", "airdate": "2016-03-28", "runtime": 47},
                {"number": 8, "title": "Fifi", "airdate": "2016-04-04", "runtime": 47},
                {"number": 9, "title": "Nailed", "airdate": "2016-04-11", "runtime": 47},
                {"number": 10, "title": "Klick", "airdate": "2016-04-18", "runtime": 47}
              ]
            },
            {
              "number": 3,
              "episodes": [
                {"number": 1, "title": "Mabel", "airdate": "2017-04-10", "runtime": 47},
                {"number": 2, "title": "Witness", "airdate": "2017-04-17", "runtime": 47},
                {"number": 3, "title": "Sunk Costs", "airdate": "2017-04-24", "runtime": 47},
                {"number": 4, "title": "Sabrosito", "airdate": "2017-05-01", "runtime": 47},
                {"number": 5, "title": "Chicanery", "airdate": "2017-05-08", "runtime": 47},
                {"number": 6, "title": "Off Brand", "airdate": "2017-05-15", "runtime": 47},
                {"number": 7, "title": "Expenses", "airdate": "2017-05-22", "runtime": 47},
                {"number": 8, "title": "Slip", "airdate": "2017-06-05", "runtime": 47},
                {"number": 9, "title": "Fall", "airdate": "2017-06-12", "runtime": 47},
                {"number": 10, "title": "Lantern", "airdate": "2017-06-19", "runtime": 47}
              ]
            },
            {
              "number": 4,
              "episodes": [
                {"number": 1, "title": "Smoke", "airdate": "2018-08-06", "runtime": 47},
                {"number": 2, "title": "Breathe", "airdate": "2018-08-13", "runtime": 47},
                {"number": 3, "title": "Something Beautiful", "airdate": "2018-08-20", "runtime": 47},
                {"number": 4, "title": "Talk", "airdate": "2018-08-27", "runtime": 47},
                {"number": 5, "title": "Quite a Ride", "airdate": "2018-09-03", "runtime": 47},
                {"number": 6, "title": "Piñata", "airdate": "2018-09-10", "runtime": 47},
                {"number": 7, "title": "Something Stupid", "airdate": "2018-09-17", "runtime": 47},
                {"number": 8, "title": "Coushatta", "airdate": "2018-09-24", "runtime": 47},
                {"number": 9, "title": "Wiedersehen", "airdate": "2018-10-01", "runtime": 47},
                {"number": 10, "title": "Winner", "airdate": "2018-10-08", "runtime": 47}
              ]
            },
            {
              "number": 5,
              "episodes": [
                {"number": 1, "title": "Magic Man", "airdate": "2020-02-23", "runtime": 47},
                {"number": 2, "title": "50% Off", "airdate": "2020-02-24", "runtime": 47},
                {"number": 3, "title": "The Guy for This", "airdate": "2020-03-02", "runtime": 47},
                {"number": 4, "title": "Namaste", "airdate": "2020-03-09", "runtime": 47},
                {"number": 5, "title": "Dedicado a Max", "airdate": "2020-03-16", "runtime": 47},
                {"number": 6, "title": "Wexler v. Goodman", "airdate": "2020-03-23", "runtime": 47},
                {"number": 7, "title": "JMM", "airdate": "2020-03-30", "runtime": 47},
                {"number": 8, "title": "Bagman", "airdate": "2020-04-06", "runtime": 47},
                {"number": 9, "title": "Bad Choice Road", "airdate": "2020-04-13", "runtime": 47},
                {"number": 10, "title": "Something Unforgivable", "airdate": "2020-04-20", "runtime": 47}
              ]
            },
            {
              "number": 6,
              "episodes": [
                {"number": 1, "title": "Wine and Roses", "airdate": "2022-04-18", "runtime": 47},
                {"number": 2, "title": "Carrot and Stick", "airdate": "2022-04-18", "runtime": 47},
                {"number": 3, "title": "Rock and Hard Place", "airdate": "2022-04-25", "runtime": 47},
                {"number": 4, "title": "Hit and Run", "airdate": "2022-05-02", "runtime": 47},
                {"number": 5, "title": "Black and Blue", "airdate": "2022-05-09", "runtime": 47},
                {"number": 6, "title": "Axe and Grind", "airdate": "2022-05-16", "runtime": 47},
                {"number": 7, "title": "Plan and Execution", "airdate": "2022-05-23", "runtime": 47},
                {"number": 8, "title": "Point and Shoot", "airdate": "2022-07-11", "runtime": 47},
                {"number": 9, "title": "Fun and Games", "airdate": "2022-07-18", "runtime": 47},
                {"number": 10, "title": "Nippy", "airdate": "2022-07-25", "runtime": 47},
                {"number": 11, "title": "Breaking Bad", "airdate": "2022-08-01", "runtime": 47},
                {"number": 12, "title": "Waterworks", "airdate": "2022-08-08", "runtime": 47},
                {"number": 13, "title": "Saul Gone", "airdate": "2022-08-15", "runtime": 47}
              ]
            }
          ]
        },
        {
          "title": "Game of Thrones",
          "premiered": "2011-04-17",
          "ended": "2019-05-19",
          "network": "HBO",
          "webChannel": null,
          "status": "Ended",
          "genres": ["Drama", "Adventure", "Fantasy"],
          "summary": "Rival noble houses of Westeros scheme, marry and go to war over the Iron Throne, while an older danger stirs in the frozen lands beyond the Wall.",
          "ids": {"imdb": "tt0944947", "tvdb": 121361, "tvmaze": 82},
          "seasons": [
            {
              "number": 1,
              "episodes": [
                {"number": 1, "title": "Winter Is Coming", "airdate": "2011-04-17", "runtime": 57},
                {"number": 2, "title": "The Kingsroad", "airdate": "2011-04-24", "runtime": 57},
                {"number": 3, "title": "Lord Snow", "airdate": "2011-05-01", "runtime": 57},
                {"number": 4, "title": "Cripples, Bastards, and Broken Things", "airdate": "2011-05-08", "runtime": 57},
                {"number": 5, "title": "The Wolf and the Lion", "airdate": "2011-05-15", "runtime": 57},
                {"number": 6, "title": "A Golden Crown", "airdate": "2011-05-22", "runtime": 57},
                {"number": 7, "title": "You Win or You Die", "airdate": "2011-05-29", "runtime": 57},
                {"number": 8, "title": "The Pointy End", "airdate": "2011-06-05", "runtime": 57},
                {"number": 9, "title": "Baelor", "airdate": "2011-06-12", "runtime": 57},
                {"number": 10, "title": "Fire and Blood", "airdate": "2011-06-19", "runtime": 57}
              ]
            },
            {
              "number": 2,
              "episodes": [
                {"number": 1, "title": "The North Remembers", "airdate": "2012-04-01", "runtime": 55},
                {"number": 2, "title": "The Night Lands", "airdate": "2012-04-08", "runtime": 55},
                {"number": 3, "title": "What Is Dead May Never Die", "airdate": "2012-04-15", "runtime": 55},
                {"number": 4, "title": "Garden of Bones", "airdate": "2012-04-22", "runtime": 55},
                {"number": 5, "title": "The Ghost of Harrenhal", "airdate": "2012-04-29", "runtime": 55},
                {"number": 6, "title": "The Old Gods and the New", "airdate": "2012-05-06", "runtime": 55},
                {"number": 7, "title": "A Man Without Honor", "airdate": "2012-05-13", "runtime": 55},
                {"number": 8, "title": "The Prince of Winterfell", "airdate": "2012-05-20", "runtime": 55},
                {"number": 9, "title": "Blackwater", "airdate": "2012-05-27", "runtime": 55},
                {"number": 10, "title": "Valar Morghulis", "airdate": "2012-06-03", "runtime": 55}
              ]
            },
            {
              "number": 3,
              "episodes": [
                {"number": 1, "title": "Valar Dohaeris", "airdate": "2013-03-31", "runtime": 55},
                {"number": 2, "title": "Dark Wings, Dark Words", "airdate": "2013-04-07", "runtime": 55},
                {"number": 3, "title": "Walk of Punishment", "airdate": "2013-04-14", "runtime": 55},
                {"number": 4, "title": "And Now His Watch Is Ended", "airdate": "2013-04-21", "runtime": 55},
                {"number": 5, "title": "Kissed by Fire", "airdate": "2013-04-28", "runtime": 55},
                {"number": 6, "title": "The Climb", "airdate": "2013-05-05", "runtime": 55},
                {"number": 7, "title": "The Bear and the Maiden Fair", "airdate": "2013-05-12", "runtime": 55},
                {"number": 8, "title": "Second Sons", "airdate": "2013-05-19", "runtime": 55},
                {"number": 9, "title": "The Rains of Castamere", "airdate": "2013-06-02", "runtime": 55},
                {"number": 10, "title": "Mhysa", "airdate": "2013-06-09", "runtime": 55}
              ]
            },
            {
              "number": 4,
              "episodes": [
                {"number": 1, "title": "Two Swords", "airdate": "2014-04-06", "runtime": 55},
                {"number": 2, "title": "The Lion and the Rose", "airdate": "2014-04-13", "runtime": 55},
                {"number": 3, "title": "Breaker of Chains", "airdate": "2014-04-20", "runtime": 55},
                {"number": 4, "title": "Oathkeeper", "airdate": "2014-04-27", "runtime": 55},
                {"number": 5, "title": "First of His Name", "airdate": "2014-05-04", "runtime": 55},
                {"number": 6, "title": "The Laws of Gods and Men", "airdate": "2014-05-11", "runtime": 55},
                {"number": 7, "title": "Mockingbird", "airdate": "2014-05-18", "runtime": 55},
                {"number": 8, "title": "The Mountain and the Viper", "airdate": "2014-06-01", "runtime": 55},
                {"number": 9, "title": "The Watchers on the Wall", "airdate": "2014-06-08", "runtime": 55},
                {"number": 10, "title": "The Children", "airdate": "2014-06-15", "runtime": 55}
              ]
            },
            {
              "number": 5,
              "episodes": [
                {"number": 1, "title": "The Wars to Come", "airdate": "2015-04-12", "runtime": 55},
                {"number": 2, "title": "The House of Black and White", "airdate": "2015-04-19", "runtime": 55},
                {"number": 3, "title": "High Sparrow", "airdate": "2015-04-26", "runtime": 55},
                {"number": 4, "title": "Sons of the Harpy", "airdate": "2015-05-03", "runtime": 55},
                {"number": 5, "title": "Kill the Boy", "airdate": "2015-05-10", "runtime": 55},
                {"number": 6, "title": "Unbowed, Unbent, Unbroken", "airdate": "2015-05-17", "runtime": 55},
                {"number": 7, "title": "The Gift", "airdate": "2015-05-24", "runtime": 55},
                {"number": 8, "title": "Hardhome", "airdate": "2015-05-31", "runtime": 55},
                {"number": 9, "title": "The Dance of Dragons", "airdate": "2015-06-07", "runtime": 55},
                {"number": 10, "title": "Mother's Mercy", "airdate": "2015-06-14", "runtime": 55}
              ]
            },
            {
              "number": 6,
              "episodes": [
                {"number": 1, "title": "The Red Woman", "airdate": "2016-04-24", "runtime": 55},
                {"number": 2, "title": "Home", "airdate": "2016-05-01", "runtime": 55},
                {"number": 3, "title": "Oathbreaker", "airdate": "2016-05-08", "runtime": 55},
                {"number": 4, "title": "Book of the Stranger", "airdate": "2016-05-15", "runtime": 55},
                {"number": 5, "title": "The Door", "airdate": "2016-05-22", "runtime": 55},
                {"number": 6, "title": "Blood of My Blood", "airdate": "2016-05-29", "runtime": 55},
                {"number": 7, "title": "The Broken Man", "airdate": "2016-06-05", "runtime": 55},
                {"number": 8, "title": "No One", "airdate": "2016-06-12", "runtime": 55},
                {"number": 9, "title": "Battle of the Bastards", "airdate": "2016-06-19", "runtime": 55},
                {"number": 10, "title": "The Winds of Winter", "airdate": "2016-06-26", "runtime": 55}
              ]
            },
            {
              "number": 7,
              "episodes": [
                {"number": 1, "title": "Dragonstone", "airdate": "2017-07-16", "runtime": 60},
                {"number": 2, "title": "Stormborn", "airdate": "2017-07-23", "runtime": 60},
                {"number": 3, "title": "The Queen's Justice", "airdate": "2017-07-30", "runtime": 60},
                {"number": 4, "title": "The Spoils of War", "airdate": "2017-08-06", "runtime": 60},
                {"number": 5, "title": "Eastwatch", "airdate": "2017-08-13", "runtime": 60},
                {"number": 6, "title": "Beyond the Wall", "airdate": "2017-08-20", "runtime": 60},
                {"number": 7, "title": "The Dragon and the Wolf", "airdate": "2017-08-27", "runtime": 60}
              ]
            },
            {
              "number": 8,
              "episodes": [
                {"number": 1, "title": "Winterfell", "airdate": "2019-04-14", "runtime": 75},
                {"number": 2, "title": "A Knight of the Seven Kingdoms", "airdate": "2019-04-21", "runtime": 75},
                {"number": 3, "title": "The Long Night", "airdate": "2019-04-28", "runtime": 75},
                {"number": 4, "title": "The Last of the Starks", "airdate": "2019-05-05", "runtime": 75},
                {"number": 5, "title": "The Bells", "airdate": "2019-05-12", "runtime": 75},
                {"number": 6, "title": "The Iron Throne", "airdate": "2019-05-19", "runtime": 75}
              ]
            }
          ]
        },
        {
          "title": "The Wire",
          "premiered": "2002-06-02",
          "ended": "2008-03-09",
          "network": "HBO",
          "webChannel": null,
          "status": "Ended",
          "genres": ["Drama", "Crime"],
          "summary": "A slow-building portrait of Baltimore seen through its police, drug crews, docks, schools, city hall and newspaper, with each season widening the view of how institutions shape the people inside them.",
          "ids": {"imdb": "tt0306414"},
          "seasons": [
            {
              "number": 1,
              "episodes": [
                {"number": 1, "title": "The Target", "airdate": "2002-06-02", "runtime": 58},
                {"number": 2, "title": "The Detail", "airdate": "2002-06-09", "runtime": 58},
                {"number": 3, "title": "The Buys", "airdate": "2002-06-16", "runtime": 58},
                {"number": 4, "title": "Old Cases", "airdate": "2002-06-23", "runtime": 58},
                {"number": 5, "title": "The Pager", "airdate": "2002-06-30", "runtime": 58},
                {"number": 6, "title": "The Wire", "airdate": "2002-07-07", "runtime": 58},
                {"number": 7, "title": "One Arrest", "airdate": "2002-07-21", "runtime": 58},
                {"number": 8, "title": "Lessons", "airdate": "2002-07-28", "runtime": 58},
                {"number": 9, "title": "Game Day", "airdate": "2002-08-04", "runtime": 58},
                {"number": 10, "title": "The Cost", "airdate": "2002-08-11", "runtime": 58},
                {"number": 11, "title": "The Hunt", "airdate": "2002-08-18", "runtime": 58},
                {"number": 12, "title": "Cleaning Up", "airdate": "2002-09-01", "runtime": 58},
                {"number": 13, "title": "Sentencing", "airdate": "2002-09-08", "runtime": 58}
              ]
            },
            {
              "number": 2,
              "episodes": [
                {"number": 1, "title": "Ebb Tide", "airdate": "2003-06-01", "runtime": 58},
                {"number": 2, "title": "Collateral Damage", "airdate": "2003-06-08", "runtime": 58},
                {"number": 3, "title": "Hot Shots", "airdate": "2003-06-15", "runtime": 58},
                {"number": 4, "title": "Hard Cases", "airdate": "2003-06-22", "runtime": 58},
                {"number": 5, "title": "Undertow", "airdate": "2003-06-29", "runtime": 58},
                {"number": 6, "title": "All Prologue", "airdate": "2003-07-06", "runtime": 58},
                {"number": 7, "title": "Backwash", "airdate": "2003-07-13", "runtime": 58},
                {"number": 8, "title": "Duck and Cover", "airdate": "2003-07-27", "runtime": 58},
                {"number": 9, "title": "Stray Rounds", "airdate": "2003-08-03", "runtime": 58},
                {"number": 10, "title": "Storm Warnings", "airdate": "2003-08-10", "runtime": 58},
                {"number": 11, "title": "Bad Dreams", "airdate": "2003-08-17", "runtime": 58},
                {"number": 12, "title": "Port in a Storm", "airdate": "2003-08-24", "runtime": 58}
              ]
            },
            {
              "number": 3,
              "episodes": [
                {"number": 1, "title": "Time After Time", "airdate": "2004-09-19", "runtime": 58},
                {"number": 2, "title": "All Due Respect", "airdate": "2004-09-26", "runtime": 58},
                {"number": 3, "title": "Dead Soldiers", "airdate": "2004-10-03", "runtime": 58},
                {"number": 4, "title": "Hamsterdam", "airdate": "2004-10-10", "runtime": 58},
                {"number": 5, "title": "Straight and True", "airdate": "2004-10-17", "runtime": 58},
                {"number": 6, "title": "Homecoming", "airdate": "2004-10-31", "runtime": 58},
                {"number": 7, "title": "Back Burners", "airdate": "2004-11-07", "runtime": 58},
                {"number": 8, "title": "Moral Midgetry", "airdate": "2004-11-14", "runtime": 58},
                {"number": 9, "title": "Slapstick", "airdate": "2004-11-21", "runtime": 58},
                {"number": 10, "title": "Reformation", "airdate": "2004-11-28", "runtime": 58},
                {"number": 11, "title": "Middle Ground", "airdate": "2004-12-12", "runtime": 58},
                {"number": 12, "title": "Mission Accomplished", "airdate": "2004-12-19", "runtime": 58}
              ]
            },
            {
              "number": 4,
              "episodes": [
                {"number": 1, "title": "Boys of Summer", "airdate": "2006-09-10", "runtime": 58},
                {"number": 2, "title": "Soft Eyes", "airdate": "2006-09-17", "runtime": 58},
                {"number": 3, "title": "Home Rooms", "airdate": "2006-09-24", "runtime": 58},
                {"number": 4, "title": "Refugees", "airdate": "2006-10-01", "runtime": 58},
                {"number": 5, "title": "Alliances", "airdate": "2006-10-08", "runtime": 58},
                {"number": 6, "title": "Margin of Error", "airdate": "2006-10-15", "runtime": 58},
                {"number": 7, "title": "Unto Others", "airdate": "2006-10-29", "runtime": 58},
                {"number": 8, "title": "Corner Boys", "airdate": "2006-11-05", "runtime": 58},
                {"number": 9, "title": "Know Your Place", "airdate": "2006-11-12", "runtime": 58},
                {"number": 10, "title": "Misgivings", "airdate": "2006-11-19", "runtime": 58},
                {"number": 11, "title": "A New Day", "airdate": "2006-11-26", "runtime": 58},
                {"number": 12, "title": "That's Got His Own", "airdate": "2006-12-03", "runtime": 58},
                {"number": 13, "title": "Final Grades", "airdate": "2006-12-10", "runtime": 58}
              ]
            },
            {
              "number": 5,
              "episodes": [
                {"number": 1, "title": "More with Less", "airdate": "2008-01-06", "runtime": 58},
                {"number": 2, "title": "Unconfirmed Reports", "airdate": "2008-01-13", "runtime": 58},
                {"number": 3, "title": "Not for Attribution", "airdate": "2008-01-20", "runtime": 58},
                {"number": 4, "title": "Transitions", "airdate": "2008-01-27", "runtime": 58},
                {"number": 5, "title": "React Quotes", "airdate": "2008-02-03", "runtime": 58},
                {"number": 6, "title": "The Dickensian Aspect", "airdate": "2008-02-10", "runtime": 58},
                {"number": 7, "title": "Took", "airdate": "2008-02-17", "runtime": 58},
                {"number": 8, "title": "Clarifications", "airdate": "2008-02-24", "runtime": 58},
                {"number": 9, "title": "Late Editions", "airdate": "2008-03-02", "runtime": 58},
                {"number": 10, "title": "-30-", "airdate": "2008-03-09", "runtime": 93}
              ]
            }
          ]
        },
        {
          "title": "Sherlock",
          "premiered": "2010-07-25",
          "ended": "2017-01-15",
          "network": "BBC One",
          "webChannel": null,
          "status": "Ended",
          "genres": ["Drama", "Crime", "Mystery"],
          "summary": "Arthur Conan Doyle's detective is moved to present-day London, where Sherlock Holmes and army doctor John Watson take on cases with smartphones, blogs and a great deal of bickering.",
          "ids": {"imdb": "tt1475582"},
          "seasons": [
            {
              "number": 0,
              "episodes": [
                {"number": 1, "title": "The Abominable Bride", "airdate": "2016-01-01", "runtime": 90}
              ]
            },
            {
              "number": 1,
              "episodes": [
                {"number": 1, "title": "A Study in Pink", "airdate": "2010-07-25", "runtime": 88},
                {"number": 2, "title": "The Blind Banker", "airdate": "2010-08-01", "runtime": 88},
                {"number": 3, "title": "The Great Game", "airdate": "2010-08-08", "runtime": 88}
              ]
            },
            {
              "number": 2,
              "episodes": [
                {"number": 1, "title": "A Scandal in Belgravia", "airdate": "2012-01-01", "runtime": 88},
                {"number": 2, "title": "The Hounds of Baskerville", "airdate": "2012-01-08", "runtime": 88},
                {"number": 3, "title": "The Reichenbach Fall", "airdate": "2012-01-15", "runtime": 88}
              ]
            },
            {
              "number": 3,
              "episodes": [
                {"number": 1, "title": "The Empty Hearse", "airdate": "2014-01-01", "runtime": 88},
                {"number": 2, "title": "The Sign of Three", "airdate": "2014-01-05", "runtime": 88},
                {"number": 3, "title": "His Last Vow", "airdate": "2014-01-12", "runtime": 88}
              ]
            },
            {
              "number": 4,
              "episodes": [
                {"number": 1, "title": "The Six Thatchers", "airdate": "2017-01-01", "runtime": 88},
                {"number": 2, "title": "The Lying Detective", "airdate": "2017-01-08", "runtime": 88},
                {"number": 3, "title": "The Final Problem", "airdate": "2017-01-15", "runtime": 88}
              ]
            }
          ]
        },
        {
          "title": "Chernobyl",
          "premiered": "2019-05-06",
          "ended": "2019-06-03",
          "network": "HBO",
          "webChannel": null,
          "status": "Ended",
          "genres": ["Drama", "History"],
          "summary": "A five-part dramatisation of the 1986 nuclear accident in Soviet Ukraine, following the scientists, responders and officials who fought to contain it and to learn why it happened.",
          "ids": {"imdb": "tt7366338"},
          "seasons": [
            {
              "number": 1,
              "episodes": [
                {"number": 1, "title": "1:23:45", "airdate": "2019-05-06", "runtime": 65},
                {"number": 2, "title": "Please Remain Calm", "airdate": "2019-05-13", "runtime": 65},
                {"number": 3, "title": "Open Wide, O Earth", "airdate": "2019-05-20", "runtime": 65},
                {"number": 4, "title": "The Happiness of All Mankind", "airdate": "2019-05-27", "runtime": 65},
                {"number": 5, "title": "Vichnaya Pamyat", "airdate": "2019-06-03", "runtime": 65}
              ]
            }
          ]
        },
        {
          "title": "Band of Brothers",
          "premiered": "2001-09-09",
          "ended": "2001-11-04",
          "network": "HBO",
          "webChannel": null,
          "status": "Ended",
          "genres": ["Drama", "War", "History"],
          "summary": "Drawn from Stephen E. Ambrose's history, this ten-part miniseries follows Easy Company of the 101st Airborne from training camp in Georgia into the Second World War in Europe.",
          "ids": {"imdb": "tt0185906"},
          "seasons": [
            {
              "number": 1,
              "episodes": [
                {"number": 1, "title": "Currahee", "airdate": "2001-09-09", "runtime": 60},
                {"number": 2, "title": "Day of Days", "airdate": "2001-09-09", "runtime": 60},
                {"number": 3, "title": "Carentan", "airdate": "2001-09-16", "runtime": 60},
                {"number": 4, "title": "Replacements", "airdate": "2001-09-23", "runtime": 60},
                {"number": 5, "title": "Crossroads", "airdate": "2001-09-30", "runtime": 60},
                {"number": 6, "title": "Bastogne", "airdate": "2001-10-07", "runtime": 60},
                {"number": 7, "title": "The Breaking Point", "airdate": "2001-10-14", "runtime": 60},
                {"number": 8, "title": "The Last Patrol", "airdate": "2001-10-21", "runtime": 60},
                {"number": 9, "title": "Why We Fight", "airdate": "2001-10-28", "runtime": 60},
                {"number": 10, "title": "Points", "airdate": "2001-11-04", "runtime": 60}
              ]
            }
          ]
        },
        {
          "title": "Fawlty Towers",
          "premiered": "1975-09-19",
          "ended": "1979-10-25",
          "network": "BBC Two",
          "webChannel": null,
          "status": "Ended",
          "genres": ["Comedy"],
          "summary": "Basil Fawlty, the snobbish and short-fused owner of a small hotel in Torquay, stumbles from one self-made catastrophe to the next alongside his wife Sybil, chambermaid Polly and waiter Manuel.",
          "ids": {"imdb": "tt0072500"},
          "seasons": [
            {
              "number": 1,
              "episodes": [
                {"number": 1, "title": "A Touch of Class", "airdate": "1975-09-19", "runtime": 30},
                {"number": 2, "title": "The Builders", "airdate": "1975-09-26", "runtime": 30},
                {"number": 3, "title": "The Wedding Party", "airdate": "1975-10-03", "runtime": 30},
                {"number": 4, "title": "The Hotel Inspectors", "airdate": "1975-10-10", "runtime": 30},
                {"number": 5, "title": "Gourmet Night", "airdate": "1975-10-17", "runtime": 30},
                {"number": 6, "title": "The Germans", "airdate": "1975-10-24", "runtime": 30}
              ]
            },
            {
              "number": 2,
              "episodes": [
                {"number": 1, "title": "Communication Problems", "airdate": "1979-02-19", "runtime": 30},
                {"number": 2, "title": "The Psychiatrist", "airdate": "1979-02-26", "runtime": 30},
                {"number": 3, "title": "Waldorf Salad", "airdate": "1979-03-05", "runtime": 30},
                {"number": 4, "title": "The Kipper and the Corpse", "airdate": "1979-03-12", "runtime": 30},
                {"number": 5, "title": "The Anniversary", "airdate": "1979-03-26", "runtime": 30},
                {"number": 6, "title": "Basil the Rat", "airdate": "1979-10-25", "runtime": 30}
              ]
            }
          ]
        },
        {
          "title": "The Office (UK)",
          "premiered": "2001-07-09",
          "ended": "2003-12-27",
          "network": "BBC Two",
          "webChannel": null,
          "status": "Ended",
          "genres": ["Comedy"],
          "summary": "A mock documentary about the Slough branch of a paper merchant, run by David Brent, a manager who is sure he is his staff's favourite boss, friend and entertainer.",
          "ids": {"imdb": "tt0290978"},
          "seasons": [
            {
              "number": 1,
              "episodes": [
                {"number": 1, "title": "Downsize", "airdate": "2001-07-09", "runtime": 30},
                {"number": 2, "title": "Work Experience", "airdate": "2001-07-16", "runtime": 30},
                {"number": 3, "title": "The Quiz", "airdate": "2001-07-23", "runtime": 30},
                {"number": 4, "title": "Training", "airdate": "2001-07-30", "runtime": 30},
                {"number": 5, "title": "New Girl", "airdate": "2001-08-13", "runtime": 30},
                {"number": 6, "title": "Judgement", "airdate": "2001-08-20", "runtime": 30}
              ]
            },
            {
              "number": 2,
              "episodes": [
                {"number": 1, "title": "Merger", "airdate": "2002-09-30", "runtime": 30},
                {"number": 2, "title": "Appraisals", "airdate": "2002-10-07", "runtime": 30},
                {"number": 3, "title": "Party", "airdate": "2002-10-14", "runtime": 30},
                {"number": 4, "title": "Motivation", "airdate": "2002-10-21", "runtime": 30},
                {"number": 5, "title": "Charity", "airdate": "2002-10-28", "runtime": 30},
                {"number": 6, "title": "Interview", "airdate": "2002-11-04", "runtime": 30}
              ]
            }
          ]
        },
        {
          "title": "Succession",
          "premiered": "2018-06-03",
          "ended": "2023-05-28",
          "network": "HBO",
          "webChannel": null,
          "status": "Ended",
          "genres": ["Drama", "Comedy"],
          "summary": "The adult children of ageing media tycoon Logan Roy jostle for position as the question of who will run the family empire turns every dinner, deal and holiday into a contest.",
          "ids": {"imdb": "tt7660850"},
          "seasons": [
            {
              "number": 1,
              "episodes": [
                {"number": 1, "title": "Celebration", "airdate": "2018-06-03", "runtime": 60},
                {"number": 2, "title": "Shit Show at the Fuck Factory", "airdate": "2018-06-10", "runtime": 60},
                {"number": 3, "title": "Lifeboats", "airdate": "2018-06-17", "runtime": 60},
                {"number": 4, "title": "Sad Sack Wasp Trap", "airdate": "2018-06-24", "runtime": 60},
                {"number": 5, "title": "I Went to Market", "airdate": "2018-07-01", "runtime": 60},
                {"number": 6, "title": "Which Side Are You On?", "airdate": "2018-07-08", "runtime": 60},
                {"number": 7, "title": "Austerlitz", "airdate": "2018-07-15", "runtime": 60},
                {"number": 8, "title": "Prague", "airdate": "2018-07-22", "runtime": 60},
                {"number": 9, "title": "Pre-Nuptial", "airdate": "2018-07-29", "runtime": 60},
                {"number": 10, "title": "Nobody Is Ever Missing", "airdate": "2018-08-05", "runtime": 60}
              ]
            },
            {
              "number": 2,
              "episodes": [
                {"number": 1, "title": "The Summer Palace", "airdate": "2019-08-11", "runtime": 60},
                {"number": 2, "title": "Vaulter", "airdate": "2019-08-18", "runtime": 60},
                {"number": 3, "title": "Hunting", "airdate": "2019-08-25", "runtime": 60},
                {"number": 4, "title": "Safe Room", "airdate": "2019-09-01", "runtime": 60},
                {"number": 5, "title": "Tern Haven", "airdate": "2019-09-08", "runtime": 60},
                {"number": 6, "title": "Argestes", "airdate": "2019-09-15", "runtime": 60},
                {"number": 7, "title": "Return", "airdate": "2019-09-22", "runtime": 60},
                {"number": 8, "title": "Dundee", "airdate": "2019-09-29", "runtime": 60},
                {"number": 9, "title": "DC", "airdate": "2019-10-06", "runtime": 60},
                {"number": 10, "title": "This Is Not for Tears", "airdate": "2019-10-13", "runtime": 60}
              ]
            },
            {
              "number": 3,
              "episodes": [
                {"number": 1, "title": "Secession", "airdate": "2021-10-17", "runtime": 60},
                {"number": 2, "title": "Mass in Time of War", "airdate": "2021-10-24", "runtime": 60},
                {"number": 3, "title": "The Disruption", "airdate": "2021-10-31", "runtime": 60},
                {"number": 4, "title": "Lion in the Meadow", "airdate": "2021-11-07", "runtime": 60},
                {"number": 5, "title": "Retired Janitors of Idaho", "airdate": "2021-11-14", "runtime": 60},
                {"number": 6, "title": "What It Takes", "airdate": "2021-11-21", "runtime": 60},
                {"number": 7, "title": "Too Much Birthday", "airdate": "2021-11-28", "runtime": 60},
                {"number": 8, "title": "Chiantishire", "airdate": "2021-12-05", "runtime": 60},
                {"number": 9, "title": "All the Bells Say", "airdate": "2021-12-12", "runtime": 60}
              ]
            },
            {
              "number": 4,
              "episodes": [
                {"number": 1, "title": "The Munsters", "airdate": "2023-03-26", "runtime": 60},
                {"number": 2, "title": "Rehearsal", "airdate": "2023-04-02", "runtime": 60},
                {"number": 3, "title": "Connor's Wedding", "airdate": "2023-04-09", "runtime": 60},
                {"number": 4, "title": "Honeymoon States", "airdate": "2023-04-16", "runtime": 60},
                {"number": 5, "title": "Kill List", "airdate": "2023-04-23", "runtime": 60},
                {"number": 6, "title": "Living+", "airdate": "2023-04-30", "runtime": 60},
                {"number": 7, "title": "Tailgate Party", "airdate": "2023-05-07", "runtime": 60},
                {"number": 8, "title": "America Decides", "airdate": "2023-05-14", "runtime": 60},
                {"number": 9, "title": "Church and State", "airdate": "2023-05-21", "runtime": 60},
                {"number": 10, "title": "With Open Eyes", "airdate": "2023-05-28", "runtime": 60}
              ]
            }
          ]
        },
        {
          "title": "Severance",
          "premiered": "2022-02-18",
          "ended": null,
          "network": null,
          "webChannel": "Apple TV+",
          "status": "Running",
          "genres": ["Drama", "Science-Fiction", "Thriller", "Mystery"],
          "summary": "Workers at the secretive Lumon Industries have had their memories surgically divided between the office and the rest of their lives, until one of them starts to wonder what the job really is.",
          "ids": {"imdb": "tt11280740"},
          "seasons": [
            {
              "number": 1,
              "episodes": [
                {"number": 1, "title": "Good News About Hell", "airdate": "2022-02-18", "runtime": 55},
                {"number": 2, "title": "Half Loop", "airdate": "2022-02-18", "runtime": 55},
                {"number": 3, "title": "In Perpetuity", "airdate": "2022-02-25", "runtime": 55},
                {"number": 4, "title": "The You You Are", "airdate": "2022-03-04", "runtime": 55},
                {"number": 5, "title": "The Grim Barbarity of Optics and Design", "airdate": "2022-03-11", "runtime": 55},
                {"number": 6, "title": "Hide and Seek", "airdate": "2022-03-18", "runtime": 55},
                {"number": 7, "title": "Defiant Jazz", "airdate": "2022-03-25", "runtime": 55},
                {"number": 8, "title": "What's for Dinner?", "airdate": "2022-04-01", "runtime": 55},
                {"number": 9, "title": "The We We Are", "airdate": "2022-04-08", "runtime": 55}
              ]
            },
            {
              "number": 2,
              "episodes": [
                {"number": 1, "title": "Hello, Ms. Cobel", "airdate": "2025-01-17", "runtime": 55},
                {"number": 2, "title": "Goodbye, Mrs. Selvig", "airdate": "2025-01-24", "runtime": 55},
                {"number": 3, "title": "Who Is Alive?", "airdate": "2025-01-31", "runtime": 55},
                {"number": 4, "title": "Woe's Hollow", "airdate": "2025-02-07", "runtime": 55},
                {"number": 5, "title": "Trojan's Horse", "airdate": "2025-02-14", "runtime": 55},
                {"number": 6, "title": "Attila", "airdate": "2025-02-21", "runtime": 55},
                {"number": 7, "title": "Chikhai Bardo", "airdate": "2025-02-28", "runtime": 55},
                {"number": 8, "title": "Sweet Vitriol", "airdate": "2025-03-07", "runtime": 55},
                {"number": 9, "title": "The After Hours", "airdate": "2025-03-14", "runtime": 55},
                {"number": 10, "title": "Cold Harbor", "airdate": "2025-03-21", "runtime": 55}
              ]
            }
          ]
        },
        {
          "title": "Dark",
          "premiered": "2017-12-01",
          "ended": "2020-06-27",
          "network": null,
          "webChannel": "Netflix",
          "status": "Ended",
          "genres": ["Drama", "Science-Fiction", "Mystery"],
          "summary": "When children start vanishing from the small German town of Winden, four families find their secrets bound up in a mystery that reaches across several generations.",
          "ids": {"imdb": "tt5753856"},
          "seasons": [
            {
              "number": 1,
              "episodes": [
                {"number": 1, "title": "Secrets", "airdate": "2017-12-01", "runtime": 55},
                {"number": 2, "title": "Lies", "airdate": "2017-12-01", "runtime": 55},
                {"number": 3, "title": "Past and Present", "airdate": "2017-12-01", "runtime": 55},
                {"number": 4, "title": "Double Lives", "airdate": "2017-12-01", "runtime": 55},
                {"number": 5, "title": "Truths", "airdate": "2017-12-01", "runtime": 55},
                {"number": 6, "title": "Sic Mundus Creatus Est", "airdate": "2017-12-01", "runtime": 55},
                {"number": 7, "title": "Crossroads", "airdate": "2017-12-01", "runtime": 55},
                {"number": 8, "title": "As You Sow, so You Shall Reap", "airdate": "2017-12-01", "runtime": 55},
                {"number": 9, "title": "Everything Is Now", "airdate": "2017-12-01", "runtime": 55},
                {"number": 10, "title": "Alpha and Omega", "airdate": "2017-12-01", "runtime": 55}
              ]
            },
            {
              "number": 2,
              "episodes": [
                {"number": 1, "title": "Beginnings and Endings", "airdate": "2019-06-21", "runtime": 55},
                {"number": 2, "title": "Dark Matter", "airdate": "2019-06-21", "runtime": 55},
                {"number": 3, "title": "Ghosts", "airdate": "2019-06-21", "runtime": 55},
                {"number": 4, "title": "The Travelers", "airdate": "2019-06-21", "runtime": 55},
                {"number": 5, "title": "Lost and Found", "airdate": "2019-06-21", "runtime": 55},
                {"number": 6, "title": "An Endless Cycle", "airdate": "2019-06-21", "runtime": 55},
                {"number": 7, "title": "The White Devil", "airdate": "2019-06-21", "runtime": 55},
                {"number": 8, "title": "Endings and Beginnings", "airdate": "2019-06-21", "runtime": 55}
              ]
            },
            {
              "number": 3,
              "episodes": [
                {"number": 1, "title": "Deja-vu", "airdate": "2020-06-27", "runtime": 60},
                {"number": 2, "title": "The Survivors", "airdate": "2020-06-27", "runtime": 60},
                {"number": 3, "title": "Adam and Eva", "airdate": "2020-06-27", "runtime": 60},
                {"number": 4, "title": "The Origin", "airdate": "2020-06-27", "runtime": 60},
                {"number": 5, "title": "Life and Death", "airdate": "2020-06-27", "runtime": 60},
                {"number": 6, "title": "Light and Shadow", "airdate": "2020-06-27", "runtime": 60},
                {"number": 7, "title": "Between the Time", "airdate": "2020-06-27", "runtime": 60},
                {"number": 8, "title": "The Paradise", "airdate": "2020-06-27", "runtime": 60}
              ]
            }
          ]
        },
        {
          "title": "The Last of Us",
          "premiered": "2023-01-15",
          "ended": null,
          "network": "HBO",
          "webChannel": null,
          "status": "Running",
          "genres": ["Drama", "Science-Fiction", "Horror", "Adventure"],
          "summary": "Twenty years after a fungal outbreak brought down civilisation, hardened smuggler Joel agrees to escort teenager Ellie across a ruined America, in an adaptation of the video game.",
          "ids": {"imdb": "tt3581920"},
          "seasons": [
            {
              "number": 1,
              "episodes": [
                {"number": 1, "title": "When You're Lost in the Darkness", "airdate": "2023-01-15", "runtime": 60},
                {"number": 2, "title": "Infected", "airdate": "2023-01-22", "runtime": 60},
                {"number": 3, "title": "Long, Long Time", "airdate": "2023-01-29", "runtime": 60},
                {"number": 4, "title": "Please Hold to My Hand", "airdate": "2023-02-05", "runtime": 60},
                {"number": 5, "title": "Endure and Survive", "airdate": "2023-02-10", "runtime": 60},
                {"number": 6, "title": "Kin", "airdate": "2023-02-19", "runtime": 60},
                {"number": 7, "title": "Left Behind", "airdate": "2023-02-26", "runtime": 60},
                {"number": 8, "title": "When We Are in Need", "airdate": "2023-03-05", "runtime": 60},
                {"number": 9, "title": "Look for the Light", "airdate": "2023-03-12", "runtime": 60}
              ]
            },
            {
              "number": 2,
              "episodes": [
                {"number": 1, "title": "Future Days", "airdate": "2025-04-13", "runtime": 60},
                {"number": 2, "title": "Through the Valley", "airdate": "2025-04-20", "runtime": 60},
                {"number": 3, "title": "The Path", "airdate": "2025-04-27", "runtime": 60},
                {"number": 4, "title": "Day One", "airdate": "2025-05-04", "runtime": 60},
                {"number": 5, "title": "Feel Her Love", "airdate": "2025-05-11", "runtime": 60},
                {"number": 6, "title": "The Price", "airdate": "2025-05-18", "runtime": 60},
                {"number": 7, "title": "Convergence", "airdate": "2025-05-25", "runtime": 60}
              ]
            }
          ]
        }
      ]
    }
    """#
}
