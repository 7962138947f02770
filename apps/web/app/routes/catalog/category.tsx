// Being built in the catalog issue: answers 404 until its screen lands.
export async function loader() {
  throw new Response(null, { status: 404 });
}

export default function Screen() {
  return null;
}
