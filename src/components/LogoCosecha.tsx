/** The product mark: a coffee cherry branch, drawn inline so the first screen needs no image request. */
export function LogoCosecha({ tamano = 32, titulo = 'Cosecha' }: { tamano?: number; titulo?: string }) {
  return (
    <svg width={tamano} height={tamano} viewBox="0 0 32 32" role="img" aria-label={titulo}>
      <circle cx="16" cy="16" r="16" fill="#FFF8E7" />
      <path d="M8 24c4-10 10-14 17-15-2 7-7 13-17 15z" fill="#4A6700" />
      <circle cx="11" cy="11" r="3.2" fill="#B3261E" />
      <circle cx="16.5" cy="8.5" r="2.6" fill="#B3261E" />
    </svg>
  );
}
