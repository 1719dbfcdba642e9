// What the search field and its results share (apart from each other, so neither imports the other).

/** One search the visitor asked for: a new id each time, even for the same words. */
export interface SearchRequest {
  term: string
  id: number
}
