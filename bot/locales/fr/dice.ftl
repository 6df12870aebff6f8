## Dés partagés : la graine du salon, la vérification, les jets secrets et enregistrés (bot/service/dice.py)

roll-seed-new = 🔐 Première graine de dés de ce salon : tous ses jets en sont tirés. Son empreinte SHA-256 : `{ $hash }`
roll-footer = -# jet n° { $id } · graine `{ $hash }` · tirages { $first } à { $last }
err-roll-busy = Le salon lance beaucoup de dés en même temps : réessayez dans un instant.
roll-seed-unused = 🔐 La graine de ce salon n'a encore servi à aucun jet ; son empreinte reste `{ $hash }`.
roll-seed-revealed = 🔓 { $player } révèle la graine des dés de ce salon : `{ $seed }`
    Son empreinte SHA-256 publiée avant le premier jet : `{ $hash }` ({ $draws } tirages). Chacun peut vérifier ces jets avec { $cmd-dice-verify }.
    🔐 Nouvelle graine pour les jets suivants, empreinte : `{ $next }`
err-roll-verify-unknown-seed = Cette graine n'est celle d'aucun jet de ce salon (son empreinte commence par `{ $hash }`).
roll-verify-head = 🔎 Vérification des dés de ce salon :
roll-verify-seed-hidden = · Graine `{ $hash }` (pas encore révélée) : { $count ->
    [0] aucun jet pour l'instant, vérifiable
    [1] 1 jet, vérifiable
   *[other] { $count } jets, vérifiables
} quand elle le sera ({ $cmd-dice-seed }).
roll-verify-seed = · Graine `{ $hash }` : { $count ->
    [0] aucun jet
    [1] 1 jet relancé
   *[other] { $count } jets relancés
} depuis la graine, { $wrong ->
    [0] tous identiques ✅
   *[other] { $wrong } { $wrong ->
        [one] différent
       *[other] différents
    } ❌
}
roll-verify-secrets = · Jets secrets : { $revealed } { $revealed ->
        [one] révélé
       *[other] révélés
    }, { $wrong ->
    [0] engagements et résultats conformes ✅
   *[other] { $wrong } { $wrong ->
        [one] non conforme
       *[other] non conformes
    } ❌
}, { $sealed } { $sealed ->
        [one] encore scellé
       *[other] encore scellés
    }.
roll-verify-own = · Jets antérieurs aux graines de salon, chacun avec sa propre graine : { $count } { $count ->
        [one] relancé
       *[other] relancés
    }, { $wrong ->
    [0] tous identiques ✅
   *[other] { $wrong } { $wrong ->
        [one] différent
       *[other] différents
    } ❌
}
roll-verify-ok = Tous les jets vérifiables sont conformes.
roll-verify-bad = ❌ Jets non conformes : { $ids }

## Jets secrets

roll-secret-yours = 🤫 Votre jet secret n° { $id } : { $roll }
    { $gm ->
        [yes] Le rôle de meneur le voit aussi.
       *[no] Personne d'autre ne le voit avant sa révélation.
    } Montrez-le à tous avec { $cmd-dice-reveal }.
roll-secret-public = 🤫 { $player } fait un jet secret (n° { $id }). Engagement : `{ $commitment }`
roll-secret-sealed = jet secret n° { $id }, pas encore révélé
err-roll-secret-unknown = Aucun jet secret n° { $id } dans ce salon.
roll-secrets-none = Aucun jet secret scellé que vous puissiez lire dans ce salon.
roll-secrets-head = { $count ->
    [1] Le jet secret scellé
   *[other] Les { $count } jets secrets scellés
} que vous pouvez lire :
roll-secrets-line = · n° { $id }, { $player } : { $roll }
err-roll-reveal-not-yours = Le jet secret n° { $id } est celui de { $player } : seul lui ou le rôle de meneur peut le révéler.
err-roll-reveal-done = Le jet secret n° { $id } est déjà révélé.
roll-reveal = 🔓 Jet secret n° { $id } de { $player } : { $roll }
    Preuve : graine `{ $seed }`, expression `{ $line }` ; SHA-256(graine, saut de ligne, expression) = `{ $commitment }`, { $ok ->
        [yes] l'engagement publié ✅
       *[no] différent de l'engagement publié ❌
    }

## Jets enregistrés

err-roll-saved-no-server = Les jets du serveur ne s'enregistrent que dans un serveur.
err-roll-saved-admin = Seul un administrateur du serveur (gérer les salons) peut faire cela.
err-roll-saved-full = Vous avez déjà { $limit } jets enregistrés : supprimez-en un d'abord.
err-roll-saved-unknown = Aucun jet enregistré sous le nom « { $name } ».
err-roll-saved-taken = Le nom « { $name } » est déjà pris.
roll-saved = 💾 Jet enregistré : « { $name } » = `{ $expression }`. Lancez-le avec { $cmd-roll } { $name }.
roll-saved-server = 💾 Jet du serveur enregistré pour tous : « { $name } » = `{ $expression }`.
roll-saved-none = Aucun jet enregistré. Enregistrez-en un avec { $cmd-dice-save }.
roll-saved-own-head = Vos jets enregistrés ({ $count }) :
roll-saved-server-head = Les jets du serveur ({ $count }) :
roll-saved-line = · **{ $name }** : `{ $expression }`
roll-saved-renamed = ✏️ Le jet « { $name } » s'appelle maintenant « { $new } ».
roll-saved-deleted = 🗑️ Le jet « { $name } » est supprimé.
roll-gm-set = Le rôle { $role } voit désormais les résultats des jets secrets et peut les révéler.
roll-gm-cleared = Plus aucun rôle de meneur : un jet secret n'est vu que par son auteur.
