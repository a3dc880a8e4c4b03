import type { LiveInfo, Player } from '@radio/player';
import { LivePlayer, styles } from '@radio/ui';
import { useEffect, useState } from 'react';
import { BadIdNote, isUnknownId, useBadId } from './bad-id';
import { defineElement, type InnerProps } from './element';
import { getConfig } from './engine-link';

/**
 * `<radio-direct>`: le lecteur du direct d'une radio (« Le direct », titre et artiste en cours, visuel).
 *
 * @attr radio - Code de la radio, ex. `RCFNational` (défaut : le direct national du préfixe configuré).
 * @attr name - Nom de la radio affiché à côté de « Le direct » (défaut : le nom de la radio, lu dans sa fiche).
 * @fires radio-play - Le direct démarre (une fois par changement du son, voir « Événements »). detail : `{ sound }`.
 * @fires radio-pause - Le direct est en pause. detail : `{ sound }`.
 * @fires radio-error - Code de radio inconnu : l'élément affiche un message. detail : `{ id, kind, code, message }`.
 * @csspart error - Le message d'un code inconnu.
 * @csspart live - Le lecteur. @csspart visual @csspart kicker @csspart title @csspart artist @csspart play-button @csspart button
 */
export interface RadioDirectProps {
  radio?: string;
  name?: string;
}

function nowPlaying(player: Player, code: string): Promise<LiveInfo | null> {
  return player.api.liveInfo(code).catch(() => {
    // Spec §8: "Live info failure is only logged".
    console.warn(`RadioSDK : informations du direct ${code} indisponibles`);
    return null;
  });
}

function RadioDirect({ radio, name, host, player }: RadioDirectProps & InnerProps) {
  const code = radio || `${getConfig()?.prefix ?? 'RCF'}National`;
  const [info, setInfo] = useState<LiveInfo | null>(null);
  const [unknown, setUnknown] = useState<string | null>(null);
  // Without `name`, the station is named from its record (`/radio/{code}`: « RCF Lyon »).
  const [named, setNamed] = useState('');
  useEffect(() => {
    let alive = true;
    setUnknown(null);
    void nowPlaying(player, code).then((i) => {
      if (alive) setInfo(i);
    });
    // The radio's record (kept by the API client, asked for anyway by the page's live buttons):
    // its name, and an unknown code said at once, not at the first press.
    player.api.radio(code).then(
      (r) => alive && setNamed(r.name),
      (e: unknown) => alive && isUnknownId(e) && setUnknown(code),
    );
    return () => {
      alive = false;
    };
  }, [code, player]);

  const bad = useBadId(host, 'radio', unknown);
  if (bad) return <BadIdNote detail={bad} />;

  return <LivePlayer radioCode={code} radioName={name || named} initialInfo={info} />;
}

defineElement<RadioDirectProps>(
  'radio-direct',
  { Inner: RadioDirect, css: styles.live },
  { radio: 'string', name: 'string' },
);
