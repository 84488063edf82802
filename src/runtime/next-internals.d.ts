// Types for the private Next modules the runtime layer uses (each listed in docs/upgrading.md with its guarding test).
declare module "next/dist/compiled/cookie/index.js" {
  const cookie: { parse(header: string): Record<string, string | undefined> };
  export default cookie;
}
