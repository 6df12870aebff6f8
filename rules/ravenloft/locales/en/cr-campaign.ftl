# Campaigns (rules/ravenloft/campaign.py)
gameopt-ravenloft-campaign_treasures = Campaign: treasure items are left at the end of an adventure (left, the rule) or kept (kept)
gameopt-ravenloft-campaign_xp = Campaign: the XP pile goes on to the next adventure (kept) or is lost (lost)
err-cr-campaign-too-high = No more than { $most } heroes of level 6 or more in one adventure ({ $count } here): leave a high-level hero resting.
err-cr-campaign-not-over = The adventure is not over: its heroes cannot go on to the next one yet.
gameopt-ravenloft-carry = Campaign: the heroes carried from one adventure to the next (filled by the bot)
gameopt-ravenloft-carry_players = Campaign: the players of each seat (filled by the bot)
