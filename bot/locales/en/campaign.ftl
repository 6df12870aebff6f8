## Campaigns: tables played one after another with the same heroes (bot/service/campaigns.py)

cmdname-game-campaign = campaign
optname-game-campaign-name = name
cmd-game-campaign = A campaign: what its heroes carry, and the next adventure
opt-game-campaign-name = The campaign's name (empty: the server's campaigns)
gameopt-platform-campaign = the campaign the table belongs to: its heroes go on from one adventure to the next
campaign-created = 📜 Campaign « { $name } » begun: its heroes will keep what they win from one adventure to the next ({ $cmd-game-campaign } shows them).
campaign-continued = 📜 Campaign « { $name } », table { $number }: the heroes go on where they left off.
campaign-head = 📜 Campaign « { $name } » ({ $game }), { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }:
campaign-carried = The campaign « { $name } » goes on: the heroes keep what the rules leave them.
campaign-none = No campaign here yet: begin one with { $cmd-game-new } and the option campaign:<name>.
campaign-list-head = 📜 The campaigns here (give a name to see one):
campaign-list-line = « { $name } » ({ $game }), { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }
campaign-playing = A table of the campaign is open (channel { $channel }): finish or abandon it before the next adventure.
btn-campaign-play = Next adventure: { $choice }
menu-campaign-play = Play instead: { $choice }
err-no-campaigns = This game is not played in campaigns ({ $game }).
err-campaign-bad-name = Give a campaign name of 1 to { $limit } characters.
err-campaign-other-game = « { $name } » is a campaign of another game ({ $game }).
err-campaign-busy = The campaign « { $name } » already has an open table (channel { $channel }): finish or abandon it first.
err-campaign-unknown = No campaign « { $name } » here ({ $cmd-game-campaign } lists them).
