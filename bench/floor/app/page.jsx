import Counter from './counter';

export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare Next.js App Router page with one client component.</p>
      <Counter />
    </main>
  );
}
