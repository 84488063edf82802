import type { MetadataRoute } from "next";

/**
 * The web app manifest (/manifest.webmanifest): what "Add to Home screen" installs. Static and locale-free, like the
 * URLs (decision 0007); the icons come from scripts/generate-icons.mjs. No service worker here (decision 0019).
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Italy War League",
    short_name: "Italy War",
    description: "Classifica, obiettivi segreti e statistiche del Torneo di RisiKo!",
    lang: "it",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#fafaf9",
    theme_color: "#991b1b",
    categories: ["games", "entertainment"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}
