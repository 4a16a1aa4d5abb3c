package image

import (
	"archive/tar"
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel/container/agent"
)

func TestRefsNameRecipeAndContent(t *testing.T) {
	tests := []struct {
		name string
		ref  string
		want string
	}{
		{"offline kernel", Offline.Ref(), `^backyard-kernel:deb-[0-9a-f]{12}$`},
		{"online kernel", Online.Ref(), `^backyard-kernel:slim-[0-9a-f]{12}$`},
		{"offline base", BaseRef(), `^backyard-rootfs:bookworm-[0-9a-f]{12}$`},
		{"default is offline", DefaultRef(), "^" + regexp.QuoteMeta(Offline.Ref()) + "$"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !regexp.MustCompile(tt.want).MatchString(tt.ref) {
				t.Errorf("ref %q does not match %s", tt.ref, tt.want)
			}
		})
	}
	if Offline.Ref() == Online.Ref() {
		t.Errorf("both recipes are named %s", Offline.Ref())
	}
}

func TestRootfsCommandsAskForPythonNumpyAndMatplotlib(t *testing.T) {
	got := strings.Join(debootstrapCommand("/x/rootfs", Options{CacheDir: "-"}), " ")
	want := "debootstrap --variant=minbase --include=python3,python3-pip,python3-numpy bookworm /x/rootfs http://deb.debian.org/debian"
	if got != want {
		t.Errorf("command\n got %s\nwant %s", got, want)
	}
	if got, want := strings.Join(aptCommand("/x/rootfs"), " "), "chroot /x/rootfs apt-get install -y -q --no-install-recommends python3-matplotlib python3-munkres python3-unicodedata2"; got != want {
		t.Errorf("apt command\n got %s\nwant %s", got, want)
	}
	withCache := strings.Join(debootstrapCommand("/r", Options{CacheDir: "/c", Mirror: "http://m/debian"}), " ")
	if !strings.Contains(withCache, " --cache-dir=/c ") || !strings.HasSuffix(withCache, " http://m/debian") {
		t.Errorf("cache dir or mirror not passed: %s", withCache)
	}
}

func TestBuildContextHoldsDockerfileAndAgentDir(t *testing.T) {
	tarball, err := buildContext("FROM scratch\n", []agent.File{{Name: "agent.py", Mode: 0o644, Data: []byte("print(1)\n")}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	tr := tar.NewReader(bytes.NewReader(tarball))
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(tr)
		got[h.Name] = string(data)
	}
	want := map[string]string{"Dockerfile": "FROM scratch\n", "agent/": "", "agent/agent.py": "print(1)\n"}
	if len(got) != len(want) {
		t.Errorf("entries %q, want %q", got, want)
	}
	for name, data := range want {
		if got[name] != data {
			t.Errorf("%s = %q, want %q", name, got[name], data)
		}
	}
}

func TestRecipesEndInTheSameLayer(t *testing.T) {
	if !strings.HasPrefix(onlineDockerfile+layerDockerfile, "# ") || !strings.Contains(onlineDockerfile, "FROM python:3.12-slim") {
		t.Errorf("online Dockerfile does not start from python:3.12-slim:\n%s", onlineDockerfile)
	}
	if strings.Contains(layerDockerfile, "\nFROM ") {
		t.Errorf("layer.Dockerfile must not name its base; the recipe prepends it:\n%s", layerDockerfile)
	}
}

func TestReadMessagesReportsTheEnginesError(t *testing.T) {
	tests := []struct {
		name    string
		stream  string
		wantLog string
		wantErr string
	}{
		{"success", `{"stream":"Step 1/2 : FROM x\n"}{"stream":"Successfully built abc\n"}`, "Step 1/2 : FROM x\nSuccessfully built abc\n", ""},
		{"error detail", `{"stream":"Step 1/2\n"}{"errorDetail":{"message":"pull access denied"},"error":"pull access denied"}`, "Step 1/2\n", "pull access denied"},
		{"bare error", `{"error":"no space left"}`, "", "no space left"},
		{"status lines", `{"status":"Downloading"}`, "Downloading\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var log strings.Builder
			err := readMessages(strings.NewReader(tt.stream), &log)
			if log.String() != tt.wantLog {
				t.Errorf("log %q, want %q", log.String(), tt.wantLog)
			}
			if (err == nil) != (tt.wantErr == "") || (err != nil && err.Error() != tt.wantErr) {
				t.Errorf("err %v, want %q", err, tt.wantErr)
			}
		})
	}
}

func TestLayerCopiesTheAgentToItsDir(t *testing.T) {
	if !strings.Contains(layerDockerfile, "COPY agent/ "+agent.Dir+"/") {
		t.Errorf("layer.Dockerfile does not copy agent/ to %s:\n%s", agent.Dir, layerDockerfile)
	}
	if len(agentFiles()) == 0 {
		t.Errorf("no agent files in the layer")
	}
}
