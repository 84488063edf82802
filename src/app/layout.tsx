// The real root layout is src/app/[locale]/layout.tsx; this one only exists for the top-level not-found page.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
