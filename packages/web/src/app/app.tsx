export function App() {
  return <main>Lumen Studio</main>;
}
