# Campaigns (rules/ravenloft/campaign.py)
gameopt-ravenloft-campaign_treasures = Campaign: treasure items are left at the end of an adventure (left, the rule) or kept (kept)
gameopt-ravenloft-campaign_xp = Campaign: the XP pile goes on to the next adventure (kept) or is lost (lost)
err-cr-campaign-too-high = No more than { $most } heroes of level 6 or more in one adventure ({ $count } here): leave a high-level hero resting.
err-cr-campaign-not-over = The adventure is not over: its heroes cannot go on to the next one yet.
gameopt-ravenloft-carry = Campaign: the heroes carried from one adventure to the next (filled by the bot)
gameopt-ravenloft-carry_players = Campaign: the players of each seat (filled by the bot)
err-cr-campaign-option-fixed = In a campaign, the table's options are its first adventure's: only { $allowed } may be chosen here (not { $option }).
ev-cr-campaign-hero = { $who }, level { $level }: AC { $ac }, { $hp } HP, speed { $speed }, surge value { $surge }; powers: { $powers_count ->
        [0] none
       *[other] { $powers_name }
    }; items: { $items_count ->
        [0] none
       *[other] { $items_name }
    }; { $adventures ->
        [0] no adventure yet
        [one] { $adventures } adventure
       *[other] { $adventures } adventures
    }.
ev-cr-campaign-played = Adventure { $number }: { $adventure_name }, { $outcome ->
        [victory] won
       *[defeat] lost
    }.
ev-cr-campaign-xp = { $heroes ->
        [0] No hero yet
        [one] { $heroes } hero
       *[other] { $heroes } heroes
    }, { $played ->
        [0] no adventure played
        [one] { $played } adventure played
       *[other] { $played } adventures played
    }; XP pile: { $xp } XP ({ $cards ->
        [0] no card
        [one] { $cards } card
       *[other] { $cards } cards
    }).
