import { InvalidArgumentError } from 'commander';

/** Commander parser for a share between 0 and 1 (e.g. `--max-shrink 0.1`). */
export const parseShare = (value: string) => {
  const share = Number(value);
  if (!(share >= 0 && share <= 1)) throw new InvalidArgumentError('must be a number between 0 and 1');
  return share;
};
