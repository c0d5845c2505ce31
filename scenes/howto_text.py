"""How-to-play pages, in our own words: (heading, body) per page, per game."""

PAGES = {
    "faras": [
        ("The goal", "Archaeologists race the Aswan dam to rescue finds from the sand around a buried "
                     "cathedral. Collect the most finds before the water comes."),
        ("Setting out the dig", "Every token is dealt out face up. Take turns laying your tokens on the "
                                "board, then study the board: soon every token turns face down."),
        ("A turn", "Play one of your three cards, then dig up tokens (usually two). Two finds of one kind "
                   "make a pair: keep one, the other goes to build the dam. Scorpions cost you a find. "
                   "Draw back up to three cards."),
        ("The cards", "Each card bends the dig: keep both finds of its kind, survive scorpions, dig three "
                      "tokens or dig twice, peek privately, try for a second prize with a helper, or "
                      "challenge the leader to say what they hold."),
        ("The end", "When the dam's 18th stone is laid, finish the round. The game also ends when 8 or fewer "
                    "tokens are left at the end of a round. Each collected token scores a point."),
    ],
    "thebes": [
        ("The goal", "It is 1901. Gather knowledge in Europe's cities, dig at five ancient sites, and show "
                     "your finds at exhibitions. Time is the only currency."),
        ("Time", "Every journey and every action costs weeks. Whoever is furthest behind on the time "
                 "track always moves next, sometimes several times in a row."),
        ("Actions", "Take a card in its city; swap the display in Warsaw; dig at a site with a permit and "
                    "knowledge of it; or hold an exhibition with the artifacts it asks for."),
        ("Digging", "The more you know about a site and the longer you dig, the more tokens you draw from "
                    "its bag. Many are just rubble. Each permit works once a year."),
        ("Scoring", "Artifacts score their value, exhibitions 4 or 5, congresses grow quickly, and the "
                    "player who knows most about a site earns a bonus. The game ends with 1903."),
    ],
    "artifakes": [
        ("The goal", "Two rival fakers bury worthless junk around a stone circle and steer a gullible "
                     "Inspector to 'discover' their own pieces and expose the rival's."),
        ("Burying", "Take turns burying disks (1 point) and bars (2 points) on the 30 spaces. A space holds "
                    "at most 5 points in all."),
        ("Digging", "Each of you gets 5 cards. Play a card for its number (if you have junk there) or its "
                    "colour, and walk the Inspector that many spaces either way. Where he stops, your junk "
                    "is hailed as treasure and the rival's is carted away."),
        ("Scoring", "Move along the path by the points you recovered, and back one step per dead card. "
                    "First to the end of the path wins. Four dead cards in a row and the Inspector storms off."),
    ],
    "scarabya": [
        ("The goal", "Lay out twelve pentomino tiles on your site to fence off small excavation areas "
                     "around golden scarabs."),
        ("A round", "A mission card names the tile everyone places. Your first tile covers a centre "
                    "square; later tiles must touch your earlier ones along an edge."),
        ("Scoring", "When open squares become a pocket of 4 or fewer, each visible scarab inside scores "
                    "as many points as the pocket has squares. Covered scarabs score nothing."),
        ("Modes", "Standard for 1-4 players; Solo: cover every scarab; Duel: two players share one site "
                  "and whoever closes an area scores it."),
    ],
}
