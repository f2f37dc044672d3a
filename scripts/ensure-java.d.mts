/** JAVA_HOME's java, else the `java` on the PATH. */
export function findJava(): string | undefined;
