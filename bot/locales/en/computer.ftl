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
