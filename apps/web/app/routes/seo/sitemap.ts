// Being built in the catalog issue: answers 404 until it lands.
export async function loader() {
  return new Response('Not found', { status: 404 });
}
