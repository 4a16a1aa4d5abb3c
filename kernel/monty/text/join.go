package text

import (
	"fmt"
	"strings"
)

// Join is str.join over items already known to be str.
func Join(sep string, items []string) string { return strings.Join(items, sep) }

// JoinItemError is the TypeError str.join raises for item i of another
// type: "sequence item 1: expected str instance, int found".
func JoinItemError(i int, typeName string) error {
	return &Error{Type: "TypeError", Msg: fmt.Sprintf("sequence item %d: expected str instance, %s found", i, typeName)}
}
