/**
 * Runs `build` with NODE_ENV=production and puts the variable back afterwards: Vite builds for
 * whatever NODE_ENV says, and test runners set it to 'test' (React's development build). An unset
 * variable is deleted again, since assigning undefined would store the string "undefined".
 * @template T
 * @param {() => Promise<T>} build
 * @returns {Promise<T>}
 */
export async function withProductionNodeEnv(build) {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await build();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
