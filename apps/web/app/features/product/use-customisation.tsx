import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** spec §3 cart item customisation data. */
export interface CustomisationData {
  custom_text: string;
  image_path: string | null;
}

export interface Customisation extends CustomisationData {
  setCustomText: (text: string) => void;
  setImagePath: (path: string | null) => void;
  clear: () => void;
}

const empty: CustomisationData = { custom_text: '', image_path: null };
const inert: Customisation = { ...empty, setCustomText: () => {}, setImagePath: () => {}, clear: () => {} };
const CustomisationContext = createContext<Customisation>(inert);

/** Holds what the shopper personalised on this product page (browser state until added to the cart). */
export function CustomisationProvider({ children }: { children: ReactNode }) {
  const [data, setData] = useState<CustomisationData>(empty);
  const value = useMemo<Customisation>(
    () => ({
      ...data,
      setCustomText: (custom_text) => setData((d) => ({ ...d, custom_text })),
      setImagePath: (image_path) => setData((d) => ({ ...d, image_path })),
      clear: () => setData(empty),
    }),
    [data],
  );
  return <CustomisationContext.Provider value={value}>{children}</CustomisationContext.Provider>;
}

/**
 * The product page's customisation: `{ custom_text, image_path }` plus setters. The cart issue
 * reads it when adding the item (see `customisationPayload`). Outside a provider it is empty.
 */
export function useCustomisation(): Customisation {
  return useContext(CustomisationContext);
}

/** The add-item `additonal_data` (spec §7), or undefined when nothing was personalised. */
export function customisationPayload(data: CustomisationData): { custom_text?: string; image_path?: string } | undefined {
  const text = data.custom_text.trim();
  if (!text && !data.image_path) return undefined;
  return { ...(text ? { custom_text: text } : {}), ...(data.image_path ? { image_path: data.image_path } : {}) };
}
