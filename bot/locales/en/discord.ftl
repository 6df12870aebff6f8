## Discord adapter: command names (lowercase, no spaces, 32 characters at most)
cmdname-roll = roll
cmdname-roll-history = roll-history
cmdname-game = game
cmdname-game-new = new
cmdname-game-join = join
cmdname-game-leave = leave
cmdname-game-start = start
cmdname-game-status = status
cmdname-game-log = log
cmdname-game-skip = skip
cmdname-game-undo = undo
cmdname-game-abandon = abandon
cmdname-game-export = export
cmdname-game-verify = verify
cmdname-game-mine = mine
cmdname-game-settings = settings
optname-roll-expression = expression
optname-game-new-game = game
optname-game-new-options = options
optname-game-new-thread = thread
optname-game-verify-file = file
optname-game-settings-locale = locale
optname-game-settings-reminder = reminder
optname-game-settings-threads = threads

## Discord adapter: command descriptions (100 characters at most)
cmd-roll = Roll dice for everyone to see (2d6+3, 4d6kh3, 5d6>=5, 3kros...)
cmd-roll-history = The latest dice rolls in this channel
cmd-game = Game tables: open, join, start, follow and end a game
cmd-game-new = Open a game table in this channel (or in a new thread)
cmd-game-join = Sit down at the table waiting in this channel
cmd-game-leave = Leave the table before the game starts
cmd-game-start = Start the game (host or Manage Channels)
cmd-game-status = Post the board again and who is awaited
cmd-game-log = The log of this channel's game (private)
cmd-game-skip = Play for an absent player (the host or a moderator)
cmd-game-undo = Undo your last action if it rolled no dice and revealed nothing
cmd-game-abandon = End the game (host or Manage Channels)
cmd-game-export = Export the game as a JSON file (log, draws, seed at the end)
cmd-game-verify = Check every die roll of the game, or of an exported file
cmd-game-mine = Your running games on this server (private)
cmd-game-settings = Server settings: language, reminders, threads (Manage Channels to change)
opt-roll-expression = Dice to roll, e.g. 2d6+3, 4d6kh3, 5d6>=5, 3kros
opt-game-new-game = The game to play
opt-game-new-options = Game options as key:value words, e.g. target:12 scenario:ruins
opt-game-new-thread = Open the game in its own thread
opt-game-verify-file = A Meneur export (JSON) to verify instead of this channel's game
opt-game-settings-locale = The server's language
opt-game-settings-reminder = Remind an awaited player after this many minutes (0: off)
opt-game-settings-threads = Open new games in their own thread by default
choice-locale-fr = Français
choice-locale-en = English
dgroup-desc = Play { $game }: your moves in this channel's game
cmdname-info-group = info
dgroup-info-desc = See cards, decks and explanations (nothing changes)

## Discord adapter: messages
discord-error = Sorry, something went wrong on my side. It has been logged; please try again in a moment.
discord-not-for-you = This button is not for you.
discord-bad-input = Invalid value: "{ $value }".
discord-thread-opened = { $host } opens a { $game } table in { $thread }.
discord-thread-name = { $game } - { $host }
discord-private-thread-name = { $game } #{ $table } - private - { $player }
discord-whisper-head = 🔒 { $game } in { $channel } (only you see this):
discord-missing-permission = I lack a permission in this channel ({ $permission }). Ask an administrator to grant it to me.
discord-verify-too-big = This file is too large to be a Meneur export.
discord-board-updated = ✅ The board is updated: { $link }
discord-ledger-trimmed = … ({ $count ->
    [one] 1 earlier line
   *[other] { $count } earlier lines
} of this turn in { $cmd-game-log })

## Discord adapter: a table's language, restarts, outdated commands
optname-game-new-locale = locale
opt-game-new-locale = The language of the table's public posts (else the server's)
gameopt-platform-opponent = bot: the computer plays the other seat
gameopt-platform-bots = How many seats the computer plays (after the host's)
gameopt-platform-level = How strong the computer plays
gameopt-platform-host_seat = The place the host takes (from 1; the computer seats take the others)
optname-game-status-text = text
opt-game-status-text = The board in words, privately (for a screen reader)
discord-restarting = Meneur is restarting: try again in a moment.
discord-unknown-command = I no longer know this command: Discord still shows an old list. See { $cmd-help } for the current commands.
discord-outdated-command = This command has changed since Discord showed it: close it and type it again (the list updates within moments). { $cmd-help } shows the current commands.
