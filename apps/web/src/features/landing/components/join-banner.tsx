export function JoinBanner() {
  return (
    <section aria-label="Join us" className="bg-green-800 px-4 py-14 text-center">
      <p className="mx-auto max-w-3xl text-2xl font-bold leading-snug text-white sm:text-3xl">
        JOIN US, Work with us and see Exponential Growth in your produce.
      </p>
    </section>
  );
}
