import { useId } from 'react';
import { Form } from 'react-router';
import { SearchIcon } from './search-icon';
import './mini-search.css';
import { Button } from '../../components/ui/button';

/** The results page's own search field (phones reach search here without the header field). */
export function SearchForm({ query }: { query: string }) {
  const id = useId();
  return (
    <Form role="search" aria-label="Search again" method="get" action="/search" className="search-form" key={query}>
      <label htmlFor={id} className="visually-hidden">
        Search query
      </label>
      <input id={id} className="search-form__input" type="search" name="q" defaultValue={query} maxLength={100} placeholder="Search products" />
      <Button type="submit" variant="primary" className="search-form__submit">
        <SearchIcon size={20} />
        Search
      </Button>
    </Form>
  );
}
