## Reminders and deadlines
reminder-head = Reminder: { $players }, your game of { $game } has been waiting for you for { $waited }.
reminder-link = Board: { $link }
duration-minutes = { $n } min
duration-hours = { $n } h
duration-days = { $n } d
ev-timeout-applied = ⏰ { $player }: time is up, the default move was played (applied on time-out).
settings-deadline = Default deadline for a move on this server: { $minutes } min (0 = none).
settings-table-deadline = This table's deadline: { $minutes } min (0 = none).
settings-table-deadline-server = This table's deadline: the server's ({ $minutes } min).
settings-table-missed = { $missed ->
    [0] At this table the computer never takes the seat of a player who misses deadlines.
   *[other] At this table the computer takes the seat of a player who lets { $missed } deadlines pass in a row.
}
err-bad-missed = Invalid number of missed deadlines ({ $missed }): between 0 (the computer never takes the seat) and { $max }.
optname-game-settings-missed = missed
opt-game-settings-missed = This table: deadlines a player may miss in a row before the computer plays their seat (0: never)
err-bad-deadline = Invalid deadline for { $option } ({ $minutes } min): between 0 (none) and 10080 minutes (one week).
console-tick = ⏰ The clock moves on { $minutes } min: { $reminders } { $reminders ->
        [one] reminder
       *[other] reminders
    }, { $timeouts } { $timeouts ->
        [one] table
       *[other] tables
    } played on time-out.
console-tick-channel = (in #{ $channel })
err-console-tick = Usage: /game tick <minutes> (a whole number from 0 to 10080).
optname-game-settings-deadline = deadline
optname-game-settings-server_deadline = server_deadline
opt-game-settings-deadline = This table: minutes allowed for a move, then its default is played (0: none)
opt-game-settings-server_deadline = The server's default deadline for a move, in minutes (0: none)
