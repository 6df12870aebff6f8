## The computer opponent (bot/service/computer.py)
computer-name = Computer{ $count ->
    [one] {""}
   *[other] {" "}{ $number }
} ({ $level ->
    [easy] easy
    [normal] normal
    [strong] strong
   *[other] { $level }
})
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
   *[missed] { $player } let { $missed } deadlines pass in a row: the computer plays their seat, from that seat's view only.
} Take it back in one click with the button or /game back.
handover-back = { $player } takes their seat back from the computer.
btn-game-back = Take my seat back
err-back-nothing = The computer plays no seat for you at this table.
cmdname-game-back = back
cmd-game-back = Take back your seat the computer is playing
