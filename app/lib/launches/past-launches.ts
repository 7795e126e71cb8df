import type { LaunchInput } from "./schema";

/** Well-known launches that happened, seeded so the tracker's history is not empty on a fresh site. */
export const pastLaunches: LaunchInput[] = [
  {
    name: "Ethereum Merge",
    symbol: "ETH",
    date: "2022-09-15",
    network: "Ethereum",
    kind: "mainnet",
    url: "https://ethereum.org/roadmap/merge",
    notes: "Ethereum ana ağı iş ispatından (PoW) hisse ispatına (PoS) geçti.",
  },
  {
    name: "Arbitrum",
    symbol: "ARB",
    date: "2023-03-23",
    network: "Arbitrum One",
    kind: "airdrop",
    url: "https://arbitrum.foundation",
    notes: "Arbitrum yönetişim tokenı ARB, ağın erken kullanıcılarına airdrop ile dağıtıldı.",
  },
  {
    name: "Celestia",
    symbol: "TIA",
    date: "2023-10-31",
    network: "Celestia",
    kind: "mainnet",
    url: "https://celestia.org",
    notes: "Modüler veri erişilebilirliği ağı Celestia ana ağını açtı; TIA aynı gün dağıtıldı.",
  },
  {
    name: "Starknet",
    symbol: "STRK",
    date: "2024-02-20",
    network: "Starknet",
    kind: "airdrop",
    url: "https://www.starknet.io",
    notes: "Starknet tokenı STRK, kullanıcılara ve geliştiricilere airdrop ile dağıtıldı.",
  },
];
