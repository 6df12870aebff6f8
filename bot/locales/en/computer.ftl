## The computer opponent (bot/service/computer.py)
computer-name = { $level ->
    [easy] Easy
    [normal] Normal
    [strong] Strong
   *[other] { $level }
} computer{ $count ->
    [one] {""}
   *[other] {" "}{ $number }
}
err-bad-opponent = Unknown opponent: “{ $value }”. Write opponent:bot to play against the computer.
err-bad-computer-count = Invalid number of computers: “{ $value }” (1 to { $max }).
err-no-computer = This game has no computer opponent yet.
err-bad-computer-level = Unknown level: “{ $level }”. Levels: { $levels }.
err-bad-host-seat = Invalid host seat: “{ $value }” (1 to { $max }; the computers take the others).
err-skip-not-absent = { $player } is not away: you may play for them only once their deadline has passed or a reminder went unanswered{ $minutes ->
    [0] {""}
   *[other] {" "}(in { $minutes } min)
}{ $reminders ->
    [0] .
   *[other] . A reminder will be sent to them.
}
## A seat handed to the computer and taken back (bot/service/handover.py)
handover-taken = { $reason ->
    [left] { $player } leaves the game: the computer plays their seat, from that seat's view only.
    [removed] The host takes { $player } out of the game: the computer plays their seat, from that seat's view only.
   *[missed] { $player } let { $missed } deadlines pass in a row: the computer plays their seat, from that seat's view only.
} Take it back in one click with the button or /game back.
handover-back = { $player } takes their seat back from the computer.
btn-game-back = Take my seat back
err-back-nothing = The computer plays no seat for you at this table.
cmdname-game-back = back
cmd-game-back = Take back your seat the computer is playing
## The host takes a player out (/game remove, bot/service/handover.py)
cmdname-game-remove = remove
cmd-game-remove = Take a player out of the game: the computer plays their seat (the host)
optname-game-remove-player = player
opt-game-remove-player = The player to take out: their name or seat number (none: one button each)
remove-pick = Whom do you take out of the game? The computer will play their seat; they can take it back in one click.
err-remove-no-computer = { $game } has no computer player to take a seat: nobody can be taken out of a game under way.
err-remove-nobody = No other player can be taken out: every other seat is already played by the computer.
err-remove-unknown = No player “{ $player }” at this table: give their name or seat number.
err-remove-computer = The computer already plays { $player }'s seat.
err-remove-self = You cannot take yourself out: use /game leave.
## Playing for an awaited seat when every other player agrees (/game skip)
skip-agreement = { $player } agrees to play { $absent }'s default move ({ $count }/{ $needed }). Still to agree: { $others } (/game skip or the button).
skipped-agreed = Every other player agreed ({ $players }): the default move is played for { $absent }.
btn-skip-agree = Agree to play for { $absent }
err-skip-agreed-already = You have already agreed to play for { $absent }: the others must agree too.
