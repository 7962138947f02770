import { useNonce } from '../nonce';
import { serialiseJsonLd } from './json-ld';

/**
 * Structured data in the page: `<script type="application/ld+json">` carrying the CSP nonce.
 * The JSON is escaped (serialiseJsonLd), so shop text such as `</script>` cannot break out.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  // Escaped JSON, never markup: React would otherwise escape the quotes and break the JSON.
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />;
}
