package container

import (
	_ "embed"
	"strings"
)

//go:embed packages.txt
var packagesTxt string

// importPackages maps a top-level import name to the package that provides it, where
// the two differ. Built once from packages.txt and never changed.
var importPackages = func() map[string]string {
	m := make(map[string]string)
	for _, line := range strings.Split(packagesTxt, "\n") {
		fields := strings.Fields(line)
		if len(fields) == 2 && !strings.HasPrefix(fields[0], "#") {
			m[fields[0]] = fields[1]
		}
	}
	return m
}()

// PackageFor returns the package to install for a top-level import name: the
// table's entry, else the name itself.
func PackageFor(module string) string {
	if p, ok := importPackages[module]; ok {
		return p
	}
	return module
}
