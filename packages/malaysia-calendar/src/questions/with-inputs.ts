/**
 * An answer with the inputs it was answered for, as the API's `meta` echoes them: the
 * defaults filled in (the year, the statuses, the limit…), the state as its canonical code
 * (null when none was asked), a state's school group implied.
 */
export interface WithInputs<Data, Inputs> {
  data: Data;
  inputs: Inputs;
}
