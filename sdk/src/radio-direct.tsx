import type { LiveInfo, Player, PlayerSound } from '@radio/player';
import { LivePlayer, styles } from '@radio/ui';
import { useCallback, useEffect, useState } from 'react';
import { defineElement, type InnerProps, useEngineEvents } from './element';
import { getConfig } from './engine-link';

/**
 * `<radio-direct>`: le lecteur du direct d'une radio (« Le direct », titre et artiste en cours, visuel).
 *
 * @attr radio - Code de la radio, ex. `RCFNational` (défaut : le direct national du préfixe configuré).
 * @attr name - Nom de la radio affiché à côté de « Le direct ».
 * @fires radio-play - Le direct démarre. detail : `{ sound }`.
 * @fires radio-pause - Le direct est en pause. detail : `{ sound }`.
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
  useEffect(() => {
    let alive = true;
    void nowPlaying(player, code).then((i) => {
      if (alive) setInfo(i);
    });
    return () => {
      alive = false;
    };
  }, [code, player]);

  const concerns = useCallback(
    (_event: string, payload: unknown) => {
      const sound = (payload as { sound?: PlayerSound }).sound;
      return !!sound && String(sound.id) === `livestream-${code}`;
    },
    [code],
  );
  useEngineEvents(player, host, concerns);

  return <LivePlayer radioCode={code} {...(name ? { radioName: name } : {})} initialInfo={info} />;
}

defineElement<RadioDirectProps>(
  'radio-direct',
  { Inner: RadioDirect, css: styles.live },
  { radio: 'string', name: 'string' },
);
