// The benchmarks' command-line options: `--name value`, as `npm run bench -- ...` passes them on.
const args = process.argv.slice(2)

/** The value after `--name`, or undefined when it is not given. */
export const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
