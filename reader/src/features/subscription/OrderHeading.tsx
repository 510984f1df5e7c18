import { TestModeBanner } from './TestModeBanner';

/**
 * The title of a payment page (order entry, confirm, the learning service's confirm): the one
 * place for what every one of them shows above its figures, the test-mode notice first.
 */
export function OrderHeading({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <TestModeBanner />
    </>
  );
}
