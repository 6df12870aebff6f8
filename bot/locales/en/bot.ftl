## Errors of the platform (shown privately to the player who caused them)
err-unknown-code = Action refused ({ $code }).
err-no-table = No game in this channel. Start one with { $cmd-game-new }.
err-table-not-lobby = The game has already started: you can no longer sit down or start it again.
err-table-not-active = The game has not started yet: the host starts it with { $cmd-game-start }.
err-channel-busy = A game is already running in this channel. End it ({ $cmd-game-abandon }) or open a thread.
err-already-seated = You are already seated at this table.
err-table-full = The table is full ({ $max } players at most).
err-leave-started = The game has started: you can no longer leave the table. The host can end it with { $cmd-game-abandon }.
err-not-seated = You are not seated at this table. Join with { $cmd-game-join } before it starts.
err-host-only = Only the table's host or a member who can manage the channel may do that.
err-manage-only = You need the "Manage Channels" permission to change the server's settings.
err-not-enough-players = At least { $min } players are needed to start (there are { $count }).
err-stale-message = This message is out of date: the game has moved on. Look at the latest board ({ $cmd-game-status }).
err-table-changed = The game changed during your action: look at the board again and replay.
err-db-unavailable = The database is not answering right now: try again in a moment.
err-undo-nothing = There is nothing to undo.
err-undo-not-yours = The last action is not yours: you may only undo your own actions.
err-undo-irreversible = Cannot undo: the last action rolled dice or revealed hidden information.
err-undo-turn-passed = Cannot undo: another player now has the turn.
err-settings-no-server = Settings belong to a server, not to direct messages.
err-bad-locale = Unknown language "{ $locale }". Possible languages: { $known }.
err-bad-reminder = Invalid reminder delay ({ $minutes } min): between 0 (off) and 10080 minutes (one week).
err-not-your-turn = It is not your turn.
err-game-over = The game is over.
err-bad-option = Invalid game option: { $option } = "{ $value }".
err-bad-option-word = Unreadable option: “{ $word }”. Write each option as name:value, separated by spaces (for example: bots:1 level:strong).
err-bad-action = Invalid value for "{ $field }": "{ $value }".
err-unknown-command = Unknown command for this game: "{ $command }".
err-unknown-game = Unknown game "{ $game }". Available games: { $known }.
err-bad-square = Invalid square "{ $square }": write a letter then a number, for example C4.
err-square-off-board = Square { $square } is off the board.
err-console-bad-line = Line not understood: "{ $line }". Write for example: @alice /game new krosmaster
err-console-unknown = Unknown command "{ $command }". Type { $cmd-help } for the list.
err-wrong-game = This channel's game is { $game }: its commands start with /{ $group }.
err-skip-nobody = Nobody else is awaited: there is no one to play for.
err-skip-impossible = The game cannot play for { $player } here: their answer is needed.
err-missing-option = The option "{ $option }" is missing.

## Buttons
btn-join = Join
btn-start = Start the game

## Tables
table-created = { $host } opens a { $game } table ({ $seats } { $most ->
    [one] player
   *[other] players
}). Join with { $cmd-game-join }; the host starts with { $cmd-game-start }.
player-joined = { $player } joins the table. Players ({ $count }): { $players }.
player-left = { $player } leaves the table.
player-left-closed = { $player } leaves the table, which is empty: it is closed.
lobby-status = { $game } table waiting ({ $count ->
    [one] { $count } player
   *[other] { $count } players
}, from { $min } to { $max }): { $players }.
table-started = The { $game } game begins! Players: { $players }.
    SHA-256 of the dice seed: { $hash } (the seed is revealed at the end).
seed-revealed = Dice seed revealed: { $seed } (check it with { $cmd-game-verify }).
table-abandoned = { $player } ends the game.
skipped = { $player } plays for { $absent }, who is away:
undone = { $player } undoes their last action.
status-lobby = waiting
status-active = running
status-finished = finished
status-abandoned = abandoned
result-victory = { $count ->
    [one] { $winners } wins!
   *[other] { $winners } win!
}
names-and = { $head } and { $last }
result-defeat = The whole party is defeated.
result-draw = Draw.
result-score = Game over.
result-scores = Scores: { $scores }.
result-best = Best score: { $winners }.
prompt-line = ➡️ { $player }: { $text }

## Log, export, verification
log-head = Game log ({ $count } actions):
log-empty = The log is empty: no action has been played yet.
log-undone = { " " }(undone)
export-done = Game export: { $name } ({ $actions ->
    [one] { $actions } line of log
   *[other] { $actions } lines of log
}, seed included).
export-done-running = Export of the running game: { $name } ({ $actions ->
    [one] { $actions } line of log
   *[other] { $actions } lines of log
}; the seed and hidden state are included at the end).
verify-ok = Verified: the seed matches its hash, and replaying the { $actions } actions gives back every row's events, all { $draws } draws and the stored state.
verify-not-ended = The game is not over: the seed is secret. Its hash is { $hash }; verify at the end.
verify-bad-hash = Failed: the seed does not match the hash published at the start.
verify-bad-options = Failed: the game options of the file are not valid for this game.
verify-bad-seats = Failed: the seats of the file ({ $count }) are not numbered 0, 1, 2… or not a valid number of players for this game.
verify-no-setup = Failed: the log does not start with the game's set-up.
verify-bad-state = Failed: replaying the log does not rebuild the stored state.
verify-bad-result = Failed: replaying the log does not give the stored result.
verify-unplayable = Failed: the log holds a value the game cannot replay.
verify-row-seq = Failed: row { $row } is numbered { $seq }, not after the previous row ({ $previous }).
verify-row-kind = Failed: row { $row } is a second set-up.
verify-row-seat = Failed: row { $row }: the action names no seat of the table.
verify-row-illegal = Failed: row { $row }: the action is not a legal move at that point of the replay.
verify-row-undo = Failed: row { $row }: the undo does not cancel the last action in effect, its player's own, which drew nothing and revealed nothing.
verify-row-draw-count = Failed: row { $row } announces { $count } { $count ->
        [one] draw
       *[other] draws
    } but lists { $draws }.
verify-row-extra-draws = Failed: row { $row } holds { $count } { $count ->
        [one] draw
       *[other] draws
    } more than the replay made.
verify-row-missing-draws = Failed: row { $row } holds { $count } { $count ->
        [one] draw
       *[other] draws
    } fewer than the replay made.
verify-row-draw-numbers = Failed: row { $row }: the draw numbers do not follow on (expected { $expected }, found { $found }).
verify-row-draw-value = Failed: row { $row }: draw number { $number } does not match the seed.
verify-row-draws = Failed: row { $row }: the draws differ from the replay.
verify-row-dice-events = Failed: row { $row }: the dice events differ from the replay.
verify-row-events = Failed: row { $row }: the events differ from the replay.
verify-row-notice = Failed: row { $row } says the platform played a default move on time-out, but that seat was not awaited or that is not its default move.
verify-unsigned = Not proven: the dice and the moves check out, but the file carries no signature of this bot, so the players, the times and the time-out notices are not proven.
verify-foreign-signature = Not proven: the dice and the moves check out, but the file is signed by another key than this bot's.
verify-bad-signature = Failed: the file was changed after the bot signed it (the players, the times, the order of the rows or the time-out notices).
verify-timeout = Too long to verify: the check stopped after { $seconds } seconds.
verify-not-export = This file is not a Meneur export (JSON).
verify-too-big = This file is too large to be a Meneur export (at most { $limit } MiB).
verify-too-deep = This file is not a Meneur export: its data nests deeper than { $limit } levels.
verify-unknown-game = This export is of an unknown game: "{ $game }".
verify-field-missing = This file is not a Meneur export: the field "{ $field }" is missing.
verify-field-wrong = This file is not a Meneur export: the field "{ $field }" has the wrong type or value.
verify-field-too-long = This file is not a Meneur export: the field "{ $field }" holds more than { $limit } items or characters.
verify-row-field-missing = This file is not a Meneur export: row { $row } has no field "{ $field }".
verify-row-field-wrong = This file is not a Meneur export: row { $row }: the field "{ $field }" has the wrong type or value.
verify-row-field-too-long = This file is not a Meneur export: row { $row }: the field "{ $field }" holds more than { $limit } items or characters.

## My games
mine-none = You are not seated at any running game on this server.
mine-head = Your running games ({ $count }):
mine-line = • { $game } in <#{ $channel }>: { $status }
mine-line-awaited = • { $game } in <#{ $channel }>: { $status }, your move!

## Dice
roll-by = 🎲 { $player }: { $roll }
roll-history-empty = No dice rolled in this channel yet.
roll-history-head = The last { $count } rolls in this channel:
roll-history-line = { $time } { $player }: { $roll }

## Settings
settings-show = Server settings: language { $locale }, reminders after { $minutes } min (0 = off), threads { $threads }.

## Console
console-welcome = Meneur local table. Type lines such as "@alice /game new krosmaster", "@bob /game join", "@alice /roll 2d6+1". /help for help, /quit to leave.
console-image = Image: { $path }
console-file = File: { $path }
console-error = Sorry, this line failed on my side. It has been logged; the next lines still run.
console-whisper = (private to { $player }) { $text }
console-choices = Choices:
console-help =
    On the console each line starts with the player who types it: "@alice { $cmd-game-new } { $example }", "@bob:fr /partie rejoindre" (:fr or :en picks their language), "@alice #cave …" for another channel. Options are written name:value. /game tick <minutes> moves the console's clock: reminders and time-outs fall due.

## Table options and languages
err-unknown-game-option = Unknown option "{ $option }". This game's options: { $known }.
err-bad-game-option = Invalid value for the option "{ $option }": "{ $value }". Allowed values: { $allowed }.
err-bad-game-option-number = Invalid value for the option "{ $option }": "{ $value }". It must be a whole number from { $min } to { $max }.
status-cooldown = The board was posted again { $seconds } s ago: it is just above in the channel. It can be posted again in { $wait } s.

# admission (too many moves waiting in this process)
err-busy = The bot has too many moves to play right now: try again in a moment. Nothing was played.
## Table card, ledger and catch-up
card-title = { $game } — table #{ $table }
card-since = Awaited since
card-deadline = Deadline
card-recent = Last actions
card-seed = Seed hash (SHA-256):
card-link = 📋 Table card: { $link }
catch-up-head = Since your last move here ({ $hours ->
    [one] 1 hour
   *[other] { $hours } hours
} ago), { $count ->
    [one] 1 public event
   *[other] { $count } public events
}:
catch-up-more = … { $count ->
    [one] { $count } earlier line left out.
   *[other] { $count } earlier lines left out.
}
