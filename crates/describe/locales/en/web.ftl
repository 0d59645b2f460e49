# web (en): the server's texts for people and the browser page's own texts.

## Server: names of bots, log lines that are no event

web-bot-greedy = Greedy bot
web-bot-random = Random bot
web-bot-strong = Strong bot
web-bot-other = { $kind } bot
web-log-bot = { $line } (bot)
web-log-time-limit = { $line } (time limit: a bot chose)
web-log-moves = { $name } moves
web-log-takes-back = { $count ->
    [one] { $name } takes back an action
   *[other] { $name } takes back { $count } actions
}

## The page: language switch, rules page

web-language = Language
web-loading = Loading…
web-rules-title = Rules reference
web-rules-intro = Short texts after the rulebooks; quotes are the rulebook's words. In a game, the ? beside a decision shows the rules of that decision.
web-rules-contents = Contents
web-rules-failed = The rules could not be loaded from the server.
