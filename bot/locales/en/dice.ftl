## Shared dice: the channel's seed, verification, secret and saved rolls (bot/service/dice.py)

roll-seed-new = 🔐 First dice seed of this channel: all its rolls are drawn from it. Its SHA-256 fingerprint: `{ $hash }`
roll-footer = -# roll #{ $id } · seed `{ $hash }` · draws { $first } to { $last }
err-roll-busy = This channel is rolling many dice at once: try again in a moment.
roll-seed-unused = 🔐 This channel's seed has not been used by any roll yet; its fingerprint is still `{ $hash }`.
roll-seed-revealed = 🔓 { $player } reveals this channel's dice seed: `{ $seed }`
    Its SHA-256 fingerprint, published before the first roll: `{ $hash }` ({ $draws } draws). Anyone can check these rolls with { $cmd-dice-verify }.
    🔐 New seed for the next rolls, fingerprint: `{ $next }`
err-roll-verify-unknown-seed = That seed is not the seed of any roll in this channel (its fingerprint starts with `{ $hash }`).
roll-verify-head = 🔎 Checking the dice of this channel:
roll-verify-seed-hidden = · Seed `{ $hash }` (not revealed yet): { $count ->
    [0] no roll yet, checkable
    [one] 1 roll, checkable
   *[other] { $count } rolls, checkable
} once it is ({ $cmd-dice-seed }).
roll-verify-seed = · Seed `{ $hash }`: { $count ->
    [0] no roll
    [one] 1 roll rolled again
   *[other] { $count } rolls rolled again
} from the seed, { $wrong ->
    [0] all identical ✅
   *[other] { $wrong } different ❌
}
roll-verify-secrets = · Secret rolls: { $revealed } revealed, { $wrong ->
    [0] commitments and results match ✅
   *[other] { $wrong } do not match ❌
}, { $sealed } still sealed.
roll-verify-own = · Rolls made before channel seeds, each with a seed of its own: { $count } rolled again, { $wrong ->
    [0] all identical ✅
   *[other] { $wrong } different ❌
}
roll-verify-ok = Every checkable roll matches.
roll-verify-bad = ❌ Rolls that do not match: { $ids }

## Secret rolls

roll-secret-yours = 🤫 Your secret roll #{ $id }: { $roll }
    { $gm ->
        [yes] The game master role sees it too.
       *[no] Nobody else sees it until it is revealed.
    } Show it to everyone with { $cmd-dice-reveal }.
roll-secret-public = 🤫 { $player } makes a secret roll (#{ $id }). Commitment: `{ $commitment }`
roll-secret-sealed = secret roll #{ $id }, not revealed yet
err-roll-secret-unknown = No secret roll #{ $id } in this channel.
roll-secrets-none = No sealed secret roll you may read in this channel.
roll-secrets-head = { $count ->
    [one] The sealed secret roll
   *[other] The { $count } sealed secret rolls
} you may read:
roll-secrets-line = · #{ $id }, { $player }: { $roll }
err-roll-reveal-not-yours = Secret roll #{ $id } is { $player }'s: only they or the game master role may reveal it.
err-roll-reveal-done = Secret roll #{ $id } is already revealed.
roll-reveal = 🔓 Secret roll #{ $id } by { $player }: { $roll }
    Proof: seed `{ $seed }`, expression `{ $line }`; SHA-256(seed, line feed, expression) = `{ $commitment }`, { $ok ->
        [yes] the published commitment ✅
       *[no] not the published commitment ❌
    }

## Saved rolls

err-roll-saved-no-server = Server rolls can only be saved in a server.
err-roll-saved-admin = Only a server admin (Manage Channels) may do that.
err-roll-saved-full = You already have { $limit } saved rolls: delete one first.
err-roll-saved-unknown = No roll saved under the name “{ $name }”.
err-roll-saved-taken = The name “{ $name }” is already taken.
roll-saved = 💾 Roll saved: “{ $name }” = `{ $expression }`. Roll it with { $cmd-roll } { $name }.
roll-saved-server = 💾 Server roll saved for everyone: “{ $name }” = `{ $expression }`.
roll-saved-none = No saved roll. Save one with { $cmd-dice-save }.
roll-saved-own-head = Your saved rolls ({ $count }):
roll-saved-server-head = The server's rolls ({ $count }):
roll-saved-line = · **{ $name }**: `{ $expression }`
roll-saved-renamed = ✏️ Roll “{ $name }” is now called “{ $new }”.
roll-saved-deleted = 🗑️ Roll “{ $name }” is deleted.
roll-gm-set = The role { $role } now sees the results of secret rolls and may reveal them.
roll-gm-cleared = No game master role any more: a secret roll is seen by its roller only.
