/**
 * "One player at a time across tabs": a player that starts playing tells the others, which pause.
 * BroadcastChannel also reaches other players of the same page (another channel object).
 */
export interface TabChannel {
  announcePlaying(): void;
  close(): void;
}

interface Message {
  type: 'playing';
  from: string;
}

export function openTabChannel(name: string | false, onOtherPlaying: () => void): TabChannel {
  if (name === false || typeof BroadcastChannel === 'undefined') {
    return { announcePlaying() {}, close() {} };
  }
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const channel = new BroadcastChannel(name);
  channel.onmessage = (e: MessageEvent<Message>) => {
    if (e.data?.type === 'playing' && e.data.from !== id) onOtherPlaying();
  };
  return {
    announcePlaying() {
      channel.postMessage({ type: 'playing', from: id } satisfies Message);
    },
    close() {
      channel.onmessage = null;
      channel.close();
    },
  };
}
