// spec §3 settings: facebook, instagram, youtube, twitter, pinterest, linkedin. Only those with a
// value are shown, and only as http(s) links (the value is owner-supplied text).

export const SocialNetworks = ['facebook', 'instagram', 'youtube', 'twitter', 'pinterest', 'linkedin'] as const;
export type SocialNetwork = (typeof SocialNetworks)[number];

const names: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
};

export interface SocialLink {
  network: SocialNetwork;
  name: string;
  url: string;
}

export function socialLinksFrom(settings: Record<string, unknown>): SocialLink[] {
  return SocialNetworks.flatMap((network) => {
    const value = settings[network];
    if (typeof value !== 'string' || !/^https?:\/\/\S+$/i.test(value.trim())) return [];
    return [{ network, name: names[network], url: value.trim() }];
  });
}
