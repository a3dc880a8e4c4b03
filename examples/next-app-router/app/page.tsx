import { RadioDirect, RadioPlayer } from '../components/RadioPlayer';

// A server component page: the player itself lives in the client component.
export default function Page() {
  const episode = process.env.NEXT_PUBLIC_RADIO_EPISODE ?? '1';
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
