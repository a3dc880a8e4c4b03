/** The player bar, mounted once in the root layout so playback survives client-side navigation. */
export function PlayerBar() {
  return (
    <div className="player-bar-slot">
      <radio-player variant="bar" />
    </div>
  );
}
