import { RadioDirect, RadioPlayer } from '../components/RadioPlayer';

// A server component page: the player itself lives in the client component.
export default function Page() {
  // « latest »: the element picks the newest published episode itself; else an episode's id.
  const episode = process.env.NEXT_PUBLIC_RADIO_EPISODE ?? 'latest';
  return (
    <main>
      <h1>Radio dans une application Next.js</h1>
      <h2>Le direct</h2>
      <RadioDirect radio="RCFNational" />
      <h2>Un épisode</h2>
      <RadioPlayer episode={episode} />
    </main>
  );
}
